/**
 * The contact endpoint in workerd against the real local content service, with the
 * bot check off (the local default): validation as the shared schema decides,
 * the origin check, the body limit, the rate limit, idempotency, the outbox
 * surviving a content-service outage, and the form without JavaScript.
 */
import { execFile } from "node:child_process";
import { request } from "node:http";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/stack.mjs";
import { type ContactFormInput, validateContactForm } from "../../shared/contact-form";
import { EMAIL_TABLE, VALID_FORM } from "../../shared/contact-form.table";
import {
  cmsContactRequests,
  decodeEntities,
  persistDir,
  runScheduled,
  setCmsMode,
  siteUrl,
} from "../../testing/helpers";

afterEach(async () => {
  await setCmsMode("up");
});

let visitor = 0;
/** Each test posts as its own visitor (own IP address), so rate limits do not leak between tests. */
function nextVisitorIp(): string {
  visitor++;
  return `198.51.${Math.floor(visitor / 250)}.${(visitor % 250) + 1}`;
}

function key(): string {
  return crypto.randomUUID().replaceAll("-", "");
}

/** Every answer of this suite: none may show a stack trace or an internal error. */
const answers: string[] = [];

async function post(
  body: unknown,
  options: { headers?: Record<string, string>; ip?: string; path?: string; raw?: string } = {},
) {
  const response = await fetch(`${siteUrl()}${options.path ?? "/api/contact"}`, {
    method: "POST",
    headers: {
      origin: siteUrl(),
      "sec-fetch-site": "same-origin",
      "content-type": "application/json",
      "cf-connecting-ip": options.ip ?? nextVisitorIp(),
      ...options.headers,
    },
    body: options.raw ?? JSON.stringify(body),
  });
  const text = await response.text();
  answers.push(text);
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

function submission(marker: string, extra: ContactFormInput = {}) {
  return {
    ...VALID_FORM,
    message: `${marker}: pigeons on the roof ridge.`,
    ...extra,
    idempotency_key: key(),
    locale: "nl",
    page_path: "/nl/contact",
  };
}

async function arrivedWith(marker: string) {
  return (await cmsContactRequests()).filter((request) => request.message.startsWith(`${marker}:`));
}

async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, ms = 10_000) {
  const deadline = Date.now() + ms;
  let value = await probe();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 200));
    value = await probe();
  }
  return value;
}

describe("validation in the worker", () => {
  it.each(EMAIL_TABLE)("e-mail %j is valid: %s, as in the shared schema", async (email, valid) => {
    const body = submission(`email-${key()}`, { email });
    const shared = validateContactForm(body);
    const { status, json } = await post(body);
    expect(shared.ok).toBe(valid);
    if (valid) expect(status).toBe(201);
    else {
      expect(status).toBe(400);
      expect(json().fields).toEqual({ email: "invalid" });
    }
  });

  it("answers 400 with every field in error and the spec's message", async () => {
    const { status, json } = await post({
      business_name: "  ",
      contact_person: "A",
      email: "nope",
      phone: "call me",
      message: "short",
      idempotency_key: key(),
    });
    expect(status).toBe(400);
    expect(json()).toEqual({
      error: "invalid",
      message: "Enter a valid company name, contact person, e-mail address and message.",
      fields: {
        business_name: "required",
        contact_person: "too_short",
        email: "invalid",
        phone: "invalid",
        message: "too_short",
      },
    });
  });

  it("answers 400 without an idempotency key or with a body that is not a form", async () => {
    const { idempotency_key: _, ...withoutKey } = submission("no-key");
    expect((await post(withoutKey)).status).toBe(400);
    expect((await post(null, { raw: "{not json" })).status).toBe(400);
    expect(
      (await post(null, { raw: "a=b", headers: { "content-type": "text/plain" } })).status,
    ).toBe(400);
  });
});

describe("storing and delivering", () => {
  it("stores a valid request and delivers it to the content service once", async () => {
    const marker = `once-${key()}`;
    const { status, json } = await post(submission(marker, { phone: " +31 348 745 210 " }));
    expect(status).toBe(201);
    expect(json()).toMatchObject({
      status: "submitted",
      message: "Your request was submitted. You will hear from us!",
    });
    const arrived = await eventually(
      () => arrivedWith(marker),
      (list) => list.length > 0,
    );
    expect(arrived).toHaveLength(1);
    expect(arrived[0]).toMatchObject({
      business_name: VALID_FORM.business_name,
      email: VALID_FORM.email,
      phone: "+31 348 745 210",
      locale: "nl",
      page_url: `${siteUrl()}/nl/contact`,
    });
  });

  it("answers with the reference alone: no row id, nothing to count requests by", async () => {
    const ip = nextVisitorIp();
    const first = (await post(submission(`count-a-${key()}`), { ip })).json();
    const second = (await post(submission(`count-b-${key()}`), { ip })).json();
    for (const answer of [first, second]) {
      expect(Object.keys(answer).sort()).toEqual(["message", "reference", "status"]);
      expect(answer.reference).toMatch(/^BD-[0-9A-Z]{3}-[0-9A-Z]{3}$/);
    }
    expect(first.reference).not.toBe(second.reference);
  });

  it("links the request to its page on the configured origin, whatever Host the post claims", async () => {
    const marker = `host-${key()}`;
    const body = JSON.stringify(submission(marker));
    const status = await new Promise<number>((done, fail) => {
      const url = new URL(`${siteUrl()}/api/contact`);
      const outgoing = request(
        {
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: "POST",
          headers: {
            // Not a browser: its Origin agrees with the Host it claims.
            host: "evil.example",
            origin: "http://evil.example",
            "sec-fetch-site": "same-origin",
            "content-type": "application/json",
            "content-length": Buffer.byteLength(body),
            "cf-connecting-ip": nextVisitorIp(),
          },
        },
        (res) => {
          res.resume();
          res.on("end", () => done(res.statusCode ?? 0));
        },
      );
      outgoing.on("error", fail);
      outgoing.end(body);
    });
    expect(status).toBe(201);
    const [arrived] = await eventually(
      () => arrivedWith(marker),
      (list) => list.length > 0,
    );
    expect(arrived?.page_url).toBe(`${siteUrl()}/nl/contact`);
  });

  it("a duplicate POST with the same idempotency key stores one request", async () => {
    const marker = `dup-${key()}`;
    const body = submission(marker);
    const ip = nextVisitorIp();
    const first = await post(body, { ip });
    const second = await post(body, { ip });
    const third = await post(body, { ip });
    expect([first.status, second.status, third.status]).toEqual([201, 200, 200]);
    expect(new Set([first.json().id, second.json().id, third.json().id]).size).toBe(1);
    await eventually(
      () => arrivedWith(marker),
      (list) => list.length > 0,
    );
    await runScheduled(Date.now() + 3 * 3600_000);
    expect(await arrivedWith(marker)).toHaveLength(1);
  });

  it("the same key with another message is another request, not a duplicate", async () => {
    const marker = `reused-${key()}`;
    const first = submission(`${marker}-a`);
    const second = { ...submission(`${marker}-b`), idempotency_key: first.idempotency_key };
    const ip = nextVisitorIp();
    const answers = [await post(first, { ip }), await post(second, { ip })];
    expect(answers.map((answer) => answer.status)).toEqual([201, 201]);
    expect(answers[0]?.json().reference).not.toBe(answers[1]?.json().reference);
    const arrived = await eventually(
      async () => (await cmsContactRequests()).filter((r) => r.message.startsWith(marker)),
      (list) => list.length >= 2,
    );
    expect(arrived.map((r) => r.message.slice(0, marker.length + 2)).sort()).toEqual([
      `${marker}-a`,
      `${marker}-b`,
    ]);
  });

  it("keeps 100 requests while the content service is down and delivers each exactly once", async () => {
    const marker = `outage-${key()}`;
    await setCmsMode("down");
    const statuses = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        post(submission(`${marker}-${index}`)).then((answer) => answer.status),
      ),
    );
    expect(statuses.every((status) => status === 201)).toBe(true);

    // Operators see them as undelivered, with the reason, through the documented command.
    const undelivered = await eventually(
      () =>
        outboxRows(
          `SELECT id, attempts, last_error FROM contact_outbox WHERE delivered_at IS NULL`,
        ),
      // Each first attempt has failed and written its reason (a claimed row has none yet).
      (rows) => rows.length >= 100 && rows.every((row) => row.last_error !== null),
      20_000,
    );
    expect(undelivered.length).toBeGreaterThanOrEqual(100);
    // The reason a stopped content service gives: its 502, or no answer in time on a busy machine.
    for (const row of undelivered) expect(row.last_error).toMatch(/^(http 502|timeout)$/);
    expect(undelivered.some((row) => row.last_error === "http 502")).toBe(true);
    expect((await cmsContactRequests()).some((r) => r.message.startsWith(marker))).toBe(false);

    await setCmsMode("up");
    // The cron trigger, run as if the backoff had passed; each run takes a batch.
    for (let run = 0; run < 10; run++) {
      await runScheduled(Date.now() + 3 * 3600_000);
      const left = await outboxRows(
        "SELECT count(*) AS n FROM contact_outbox WHERE delivered_at IS NULL",
      );
      if (left[0]?.n === 0) break;
    }
    await runScheduled(Date.now() + 6 * 3600_000);

    const arrived = (await cmsContactRequests()).filter((r) => r.message.startsWith(marker));
    const perMessage = new Map<string, number>();
    for (const request of arrived)
      perMessage.set(request.message, (perMessage.get(request.message) ?? 0) + 1);
    expect(arrived).toHaveLength(100);
    expect(perMessage.size).toBe(100);
    expect([...perMessage.values()].every((count) => count === 1)).toBe(true);
    const payloads = await outboxRows(
      "SELECT count(*) AS n FROM contact_outbox WHERE delivered_at IS NOT NULL AND payload IS NOT NULL",
    );
    expect(payloads[0]?.n, "delivered rows keep no personal data").toBe(0);
  }, 120_000);
});

describe("refusals", () => {
  it("refuses cross-origin posts", async () => {
    const body = submission("cross");
    const evil = await post(body, { headers: { origin: "https://evil.example" } });
    expect(evil.status).toBe(403);
    expect(evil.json().error).toBe("forbidden");
    const crossSite = await post(body, {
      headers: { origin: "", "sec-fetch-site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
    const neither = await post(body, { headers: { origin: "", "sec-fetch-site": "" } });
    expect(neither.status).toBe(403);
    const page = await post(body, {
      path: "/contact",
      headers: { origin: "https://evil.example" },
    });
    expect(page.status).toBe(403);
  });

  it("refuses an oversized body with 413", async () => {
    const big = submission("big", { message: "x".repeat(64 * 1024) });
    const { status, json } = await post(big);
    expect(status).toBe(413);
    expect(json().error).toBe("too_large");
  });

  it("limits each visitor: the sixth post in a minute is 429 with a clear message", async () => {
    const ip = nextVisitorIp();
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof post>> | undefined;
    // The limit counts per 60 s window: posts that cross a window's end may let
    // up to five more through before the sixth of the new window is refused.
    while (statuses.length < 11 && last?.status !== 429) {
      last = await post(submission(`rate-${key()}`), { ip });
      statuses.push(last.status);
    }
    const accepted = statuses.slice(0, -1);
    expect(accepted.length).toBeGreaterThanOrEqual(5);
    expect(accepted.length).toBeLessThanOrEqual(10);
    expect(accepted.every((status) => status === 201)).toBe(true);
    expect(last?.status).toBe(429);
    expect(last?.headers.get("retry-after")).toBe("60");
    expect(last?.json()).toEqual({
      error: "rate_limited",
      message: "Too many requests from your address. Wait a minute, then try again.",
    });
    // Asked before the body is read: a post it refuses is not parsed at all, so a
    // body that is not even JSON gets the same 429, not a 400.
    const unread = await post(null, { ip, raw: "{not json" });
    expect(unread.status).toBe(429);
    expect(unread.json().error).toBe("rate_limited");
    // Another visitor is not affected.
    expect((await post(submission(`rate-other-${key()}`))).status).toBe(201);
  });

  it("a post to another page is still not allowed", async () => {
    const { status } = await post(submission("elsewhere"), { path: "/nl/producten" });
    expect(status).toBe(405);
  });
});

describe("the form without JavaScript", () => {
  async function postForm(path: string, fields: Record<string, string>, ip = nextVisitorIp()) {
    return post(null, {
      path,
      ip,
      raw: new URLSearchParams(fields).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  }

  it("answers a valid post with the same page and the success message", async () => {
    const marker = `nojs-${key()}`;
    const { status, text } = await postForm("/nl/contact", {
      business_name: "Dakwerken Jansen",
      contact_person: "Eva Jansen",
      email: "eva@example.nl",
      phone: "",
      message: `${marker}: meeuwen op het dak`,
      idempotency_key: key(),
    });
    expect(status).toBe(200);
    const html = decodeEntities(text);
    expect(html).toContain("Je aanvraag is verstuurd. Je hoort van ons!");
    const form = html.match(/<form[^>]*class="contact-form"[^>]*>/)?.[0] ?? "";
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/nl/contact"');
    const arrived = await eventually(
      () => arrivedWith(marker),
      (list) => list.length > 0,
    );
    expect(arrived).toHaveLength(1);
  });

  it("answers an invalid post with the page, the Dutch message, error styles and the values kept", async () => {
    const { status, text } = await postForm("/nl/contact", {
      business_name: "",
      contact_person: "Eva Jansen",
      email: "eva@",
      message: "Meeuwen op het dak van de loods",
      idempotency_key: key(),
    });
    expect(status).toBe(400);
    const html = decodeEntities(text);
    expect(html).toContain(
      "Vul een geldige bedrijfsnaam, contactpersoon, bericht en e-mailadres in.",
    );
    expect(html).toMatch(
      /name="business_name"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*name="business_name"/,
    );
    expect(html).toContain('value="Eva Jansen"');
    expect(html).toContain("Meeuwen op het dak van de loods");
  });

  it("serves the contact page with its form and a fresh idempotency key", async () => {
    const first = await fetch(`${siteUrl()}/de/kontakt`).then((r) => r.text());
    const second = await fetch(`${siteUrl()}/de/kontakt`).then((r) => r.text());
    const keyOf = (html: string) => html.match(/name="idempotency_key" value="([^"]+)"/)?.[1];
    expect(keyOf(first)).toMatch(/^[0-9a-f]{32}$/);
    expect(keyOf(first)).not.toBe(keyOf(second));
    expect(decodeEntities(first)).toContain("Firmenname");
  });
});

describe("answers", () => {
  it("never show a stack trace", () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const text of answers) {
      expect(text).not.toMatch(/\n\s+at\s|\.ts:\d+|\.js:\d+:\d+|TypeError|ReferenceError|D1_ERROR/);
    }
  });
});

const execFileAsync = promisify(execFile);

/** The operators' view of the outbox: the `wrangler d1 execute` command docs/operating.md documents. */
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
