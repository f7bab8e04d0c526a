/**
 * Photos with a contact request, through the real stack (workerd with local D1 and
 * R2, the bundled content service, the cron trigger): stored before "sent",
 * delivered with the request after an outage exactly once, seen through the
 * signed link only; refused uploads get a 4xx and leave nothing in D1 or R2.
 */
import { execFile } from "node:child_process";
import { readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/stack.mjs";
import { VALID_FORM } from "../../shared/contact-form.table";
import { persistDir, runScheduled, setCmsMode, siteUrl } from "../../testing/helpers";

const execFileAsync = promisify(execFile);

afterEach(async () => {
  await setCmsMode("up");
});

/** The smallest files each format is recognised by (their first bytes), padded. */
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, ...new Array(200).fill(7)]);
const PNG = new Uint8Array([
  0x89,
  0x50,
  0x4e,
  0x47,
  0x0d,
  0x0a,
  0x1a,
  0x0a,
  ...new Array(200).fill(3),
]);

let visitor = 0;
const nextIp = () => `203.0.${Math.floor(++visitor / 250)}.${(visitor % 250) + 1}`;
const key = () => crypto.randomUUID().replaceAll("-", "");

function form(
  marker: string,
  photos: { bytes: Uint8Array<ArrayBuffer>; name: string; type: string }[],
) {
  const body = new FormData();
  const fields = {
    ...VALID_FORM,
    message: `${marker}: pigeons nest under the solar panels.`,
    idempotency_key: key(),
    locale: "nl",
    page_path: "/nl/contact",
  };
  for (const [name, value] of Object.entries(fields)) body.append(name, String(value ?? ""));
  for (const photo of photos)
    body.append("photos", new Blob([photo.bytes], { type: photo.type }), photo.name);
  return body;
}

async function post(body: FormData, path = "/api/contact") {
  const response = await fetch(`${siteUrl()}${path}`, {
    method: "POST",
    headers: { origin: siteUrl(), "sec-fetch-site": "same-origin", "cf-connecting-ip": nextIp() },
    body,
  });
  return { status: response.status, text: await response.text() };
}

async function outboxRows(sql: string): Promise<Record<string, number | string | null>[]> {
  const { stdout } = await execFileAsync(
    process.execPath,
    [
      join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
      "d1",
      "execute",
      "CONTACT_OUTBOX",
      "--local",
      "--persist-to",
      join(persistDir(), "site"),
      "--json",
      "--command",
      sql,
    ],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } },
  );
  const parsed = JSON.parse(stdout) as { results: Record<string, number | string | null>[] }[];
  return parsed[0]?.results ?? [];
}

/** The objects local R2 holds (miniflare keeps each object's bytes as one blob file). */
function storedBlobs(): number {
  const r2 = join(persistDir(), "site", "v3", "r2");
  let count = 0;
  const walk = (dir: string) => {
    let entries: string[] = [];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const entry of entries) {
      const path = join(dir, entry);
      if (statSync(path).isDirectory()) walk(path);
      else if (dir.endsWith("blobs")) count++;
    }
  };
  walk(r2);
  return count;
}

interface DeliveredRequest {
  message: string;
  reference: string | null;
  photos: { url: string; type: string; size: number; name: string }[] | null;
}

async function delivered(marker: string): Promise<DeliveredRequest[]> {
  const cms = (await import("../../testing/helpers")).cmsUrl();
  const all = (await (await fetch(`${cms}/contact-requests`)).json()) as DeliveredRequest[];
  return all.filter((request) => request.message.startsWith(`${marker}:`));
}

describe("photos with a contact request", () => {
  it("are kept through an outage and delivered with the request exactly once", async () => {
    const marker = `photos-${key()}`;
    const blobsBefore = storedBlobs();
    await setCmsMode("down");
    const { status, text } = await post(
      form(marker, [
        { bytes: JPEG, name: "balcony.jpg", type: "image/jpeg" },
        { bytes: PNG, name: "roof <ridge>.png", type: "image/png" },
      ]),
    );
    expect(status).toBe(201);
    const answer = JSON.parse(text) as { reference: string };
    expect(answer.reference).toMatch(/^BD-[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    expect(storedBlobs() - blobsBefore).toBe(2);

    // Stored with its reference and the photos' keys, not yet delivered.
    const [row] = await outboxRows(
      `SELECT reference, payload, delivered_at FROM contact_outbox WHERE reference = '${answer.reference}'`,
    );
    expect(row?.reference).toBe(answer.reference);
    expect(String(row?.payload)).toContain("requests/");
    expect(await delivered(marker)).toHaveLength(0);

    await setCmsMode("up");
    await runScheduled(Date.now() + 3 * 3600_000);
    await runScheduled(Date.now() + 6 * 3600_000);
    const arrived = await delivered(marker);
    expect(arrived).toHaveLength(1);
    const [request] = arrived;
    expect(request?.reference).toBe(answer.reference);
    expect(request?.photos?.map((photo) => [photo.type, photo.size, photo.name])).toEqual([
      ["image/jpeg", JPEG.byteLength, "balcony.jpg"],
      ["image/png", PNG.byteLength, "roof _ridge_.png"],
    ]);

    // The person who answers sees each photo through its link; nothing else opens it.
    const link = new URL(request?.photos?.[0]?.url ?? "");
    const photo = await fetch(`${siteUrl()}${link.pathname}${link.search}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get("content-type")).toBe("image/jpeg");
    expect(photo.headers.get("cache-control")).toBe("private, no-store");
    expect(new Uint8Array(await photo.arrayBuffer())).toEqual(JPEG);
    expect((await fetch(`${siteUrl()}${link.pathname}`)).status).toBe(404);
    const forged = new URLSearchParams(link.search);
    forged.set("expires", String(Number(forged.get("expires")) + 1));
    expect((await fetch(`${siteUrl()}${link.pathname}?${forged}`)).status).toBe(404);
    expect((await fetch(`${siteUrl()}/api/contact/photos/`)).status).toBe(404);

    // Another run delivers nothing twice.
    await runScheduled(Date.now() + 9 * 3600_000);
    expect(await delivered(marker)).toHaveLength(1);
  }, 120_000);

  it.each([
    [
      "a file that only claims to be a photo",
      415,
      [
        {
          bytes: new TextEncoder().encode("<html>not a photo</html>"),
          name: "x.jpg",
          type: "image/jpeg",
        },
      ],
    ],
    [
      "more than 10 MB together",
      413,
      [
        { bytes: new Uint8Array(6 * 1024 * 1024).fill(0xff), name: "a.jpg", type: "image/jpeg" },
        { bytes: new Uint8Array(6 * 1024 * 1024).fill(0xff), name: "b.jpg", type: "image/jpeg" },
      ],
    ],
    [
      "six photos",
      400,
      Array.from({ length: 6 }, (_, index) => ({
        bytes: JPEG,
        name: `${index}.jpg`,
        type: "image/jpeg",
      })),
    ],
  ])(
    "refuses %s with %i and stores nothing",
    async (_, expected, photos) => {
      const marker = `refused-${key()}`;
      const blobsBefore = storedBlobs();
      const { status, text } = await post(form(marker, photos));
      expect(status).toBe(expected);
      expect(text).not.toContain("reference");
      expect(storedBlobs()).toBe(blobsBefore);
      const rows = await outboxRows(
        `SELECT count(*) AS n FROM contact_outbox WHERE payload LIKE '%${marker}%'`,
      );
      expect(rows[0]?.n).toBe(0);
    },
    60_000,
  );

  it("the form without JavaScript sends photos and shows the reference", async () => {
    const marker = `nojs-${key()}`;
    const { status, text } = await post(
      form(marker, [{ bytes: JPEG, name: "gutter.jpg", type: "image/jpeg" }]),
      "/nl/contact",
    );
    expect(status).toBe(200);
    const reference = text.match(/BD-[0-9A-Z]{3}-[0-9A-Z]{3}/)?.[0];
    expect(reference).toBeTruthy();
    const rows = await outboxRows(
      `SELECT count(*) AS n FROM contact_outbox WHERE reference = '${reference}'`,
    );
    expect(rows[0]?.n).toBe(1);
    await runScheduled(Date.now() + 3 * 3600_000);
    const [request] = await delivered(marker);
    expect(request?.reference).toBe(reference);
    expect(request?.photos).toHaveLength(1);
  }, 60_000);
});
