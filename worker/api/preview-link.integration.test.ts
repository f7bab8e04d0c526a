/**
 * Preview from the CMS against the real stack: a link the kit signs signs the
 * browser in and lands on the draft; expired, altered, other-path and malformed
 * links are refused with 4xx and write nothing; signing out revokes the session,
 * so a copy of the cookie shows no draft; the CMS admin may frame preview pages
 * and nothing else.
 */
import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/stack.mjs";
import { buildPath } from "../../shared/routes";
import {
  CMS_TOKEN,
  cacheStatus,
  decodeEntities,
  get,
  h1,
  jsonLines,
  persistDir,
  purgeEverything,
  resetProxy,
  siteLog,
  siteUrl,
} from "../../testing/helpers";
import { DEV_LINK_SECRET, STRAPI_KITS } from "../../testing/strapi-kits";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = buildPath({ kind: "blog", locale: "de", slug: "tierschonende-vogelabwehr" });
const PUBLISHED = buildPath({ kind: "product", locale: "de", slug: "taubenspikes" });
/** The development CMS admin origin (.dev.vars.example). */
const ADMIN = "http://localhost:1337";
const kit = STRAPI_KITS["Strapi 5"];

let visitor = 0;
/** Each test its own address: link attempts count against the sign-in limit. */
function address(): string {
  visitor += 1;
  return `198.18.40.${visitor}`;
}

function link(path: string, extra: { status?: string; seconds?: number; secret?: string } = {}) {
  const url = new URL(
    kit.signPreviewLink({
      siteUrl: siteUrl(),
      secret: extra.secret ?? DEV_LINK_SECRET,
      path,
      status: extra.status,
      seconds: extra.seconds ?? 600,
    }),
  );
  return `${url.pathname}${url.search}`;
}

function cookieOf(response: { headers: Headers }): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The site's revoked preview sessions in its local KV, listed by wrangler as an operator would. */
async function revokedKeys(): Promise<string[]> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    [
      join(ROOT, "node_modules/wrangler/bin/wrangler.js"),
      "kv",
      "key",
      "list",
      "--binding",
      "CONTENT_CACHE",
      "--prefix",
      "preview/",
      "--local",
      "-c",
      "wrangler.toml",
      "--persist-to",
      join(persistDir(), "site"),
    ],
    { cwd: ROOT, env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" } },
  );
  return (JSON.parse(stdout) as { name: string }[]).map((key) => key.name);
}

async function signOut(cookie: string, ip: string) {
  return fetch(`${siteUrl()}/api/preview/sign-out`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": "application/json",
      origin: siteUrl(),
      cookie,
      "cf-connecting-ip": ip,
    },
    body: "{}",
  });
}

beforeEach(async () => {
  await purgeEverything();
  await resetProxy();
});
afterAll(purgeEverything);

describe("a signed link from the CMS", () => {
  it("signs in without a token and lands on the draft, framed by the CMS admin only", async () => {
    const ip = address();
    const revokedBefore = await revokedKeys();
    const enter = await get(link(DRAFT), { headers: { "cf-connecting-ip": ip } });
    expect(enter.status).toBe(303);
    expect(enter.headers.get("location")).toBe(DRAFT);
    const header = enter.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^editor_preview=v1\./);
    // The CMS admin frames it: a third-party cookie, kept for that admin alone.
    for (const part of ["HttpOnly", "Secure", "SameSite=None", "Partitioned", "Path=/"]) {
      expect(header).toContain(part);
    }
    expect(header).toContain("Max-Age=3600");
    expect(header).not.toContain(CMS_TOKEN);

    const cookie = cookieOf(enter);
    const draft = await get(DRAFT, { headers: { cookie, "cf-connecting-ip": ip } });
    expect(draft.status).toBe(200);
    expect(draft.body).toContain('class="preview-marker"');
    expect(draft.headers.get("cache-control")).toBe("private, no-store");
    const policy = draft.headers.get("content-security-policy") ?? "";
    expect(policy).toContain(`frame-ancestors ${ADMIN}`);
    expect(policy).not.toContain("frame-ancestors 'none'");
    expect(draft.headers.get("x-frame-options")).toBeNull();

    // A visitor's page is never framed, not even by the CMS admin.
    const published = await get(PUBLISHED, { headers: { "cf-connecting-ip": ip } });
    expect(published.status).toBe(200);
    expect(published.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(published.headers.get("x-frame-options")).toBe("DENY");
    expect(await revokedKeys()).toEqual(revokedBefore);
  }, 90_000);

  it("the published state ends the preview and shows what visitors see", async () => {
    const ip = address();
    const enter = await get(link(DRAFT), { headers: { "cf-connecting-ip": ip } });
    const cookie = cookieOf(enter);
    const published = await get(link(PUBLISHED, { status: "published" }), {
      headers: { cookie, "cf-connecting-ip": ip },
    });
    expect(published.status).toBe(303);
    expect(new URL(published.headers.get("location") ?? "", siteUrl()).pathname).toBe(PUBLISHED);
    expect(
      published.headers.getSetCookie().every((c) => /^editor_preview=;.*Max-Age=0/.test(c)),
    ).toBe(true);
    const after = await get(DRAFT, { headers: { cookie, "cf-connecting-ip": ip } });
    expect(after.status).toBe(404);
  });

  it("the published state opens the published page in a view only the CMS admin may frame, kept by nobody", async () => {
    const ip = address();
    const entered = await get(link(PUBLISHED, { status: "published" }), {
      headers: { "cf-connecting-ip": ip, accept: "text/html" },
    });
    expect(entered.status).toBe(303);
    const view = entered.headers.get("location") ?? "";
    expect(new URL(view, siteUrl()).pathname).toBe(PUBLISHED);
    const visitors = await get(PUBLISHED);
    for (let i = 0; i < 2; i++) {
      const framed = await get(view, { headers: { "cf-connecting-ip": ip } });
      expect(framed.status).toBe(200);
      expect(h1(framed.body)).toBe(h1(visitors.body));
      expect(framed.body).not.toContain('class="preview-marker"');
      expect(framed.headers.get("cache-control")).toBe("private, no-store");
      expect(framed.headers.get("content-security-policy")).toContain(`frame-ancestors ${ADMIN}`);
      expect(framed.headers.get("content-security-policy")).not.toContain("frame-ancestors 'none'");
      expect(framed.headers.get("x-frame-options")).toBeNull();
      // Answered by the app each time: no cache in front of the worker kept it.
      expect(cacheStatus(framed)).toBe("DYNAMIC");
    }
    // The visitor's page, the view's signature on another page, or altered: never framed.
    const altered = new URL(view, siteUrl());
    const signature = altered.searchParams.get("cms-signature") ?? "";
    // Another first character: "A" in place of an "A" would alter nothing (1 link in 64).
    altered.searchParams.set(
      "cms-signature",
      `${signature.startsWith("A") ? "B" : "A"}${signature.slice(1)}`,
    );
    const elsewhere = new URL(view, siteUrl());
    elsewhere.pathname = DRAFT;
    for (const path of [
      PUBLISHED,
      `${altered.pathname}${altered.search}`,
      `${elsewhere.pathname}${elsewhere.search}`,
    ]) {
      const page = await get(path, { headers: { "cf-connecting-ip": ip } });
      expect(page.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
      expect(page.headers.get("x-frame-options")).toBe("DENY");
    }
  });

  it("expired, altered, other-path and malformed links are refused with 4xx, set nothing, write nothing", async () => {
    const ip = address();
    const revokedBefore = await revokedKeys();
    const valid = link(DRAFT);
    const url = new URL(valid, siteUrl());
    const otherPath = new URL(url);
    otherPath.searchParams.set("path", PUBLISHED);
    const later = new URL(url);
    later.searchParams.set("expires", String(Number(url.searchParams.get("expires")) + 60));
    const refused: [string, string, number, string][] = [
      ["expired", link(DRAFT, { seconds: -5 }), 403, "expired"],
      ["other path", `${otherPath.pathname}${otherPath.search}`, 403, "altered"],
      ["later expiry", `${later.pathname}${later.search}`, 403, "altered"],
      ["another secret", link(DRAFT, { secret: `${DEV_LINK_SECRET}-x` }), 403, "altered"],
      ["valid for hours", link(DRAFT, { seconds: 5 * 3600 }), 403, "too long"],
      ["no signature", `/api/preview/enter?path=${encodeURIComponent(DRAFT)}`, 400, "malformed"],
      ["off the site", link("//evil.example/x"), 400, "malformed"],
    ];
    const { next } = await siteLog();
    for (const [name, path, status] of refused) {
      const response = await get(path, { headers: { "cf-connecting-ip": ip } });
      expect(response.status, name).toBe(status);
      expect(response.headers.get("set-cookie"), name).toBeNull();
      expect(response.headers.get("location"), name).toBeNull();
      expect(JSON.parse(response.body).error, name).toBeTruthy();
    }
    await new Promise((r) => setTimeout(r, 400));
    const warnings = jsonLines((await siteLog(next)).lines).filter(
      (line) => line.event === "preview.link_refused",
    );
    expect(warnings.map((line) => [line.level, line.reason])).toEqual(
      refused.map(([, , , reason]) => ["warn", reason]),
    );
    expect(await revokedKeys()).toEqual(revokedBefore);
  }, 90_000);

  it("opens one session only: its browser may follow it again, anyone else is told to click Preview again", async () => {
    const ip = address();
    const once = link(DRAFT);
    const first = await get(once, { headers: { "cf-connecting-ip": ip } });
    expect(first.status).toBe(303);
    const cookie = cookieOf(first);
    // Strapi's frame reloads the link after a save: the same browser carries on.
    const reload = await get(once, { headers: { cookie, "cf-connecting-ip": ip } });
    expect(reload.status).toBe(303);
    expect(reload.headers.get("location")).toBe(DRAFT);
    expect(reload.headers.get("set-cookie")).toBeNull();
    // Anyone else with the link (a chat, a browser's history): refused, no session.
    for (const other of [address(), address()]) {
      const replay = await get(once, {
        headers: { "cf-connecting-ip": other, accept: "text/html,application/xhtml+xml" },
      });
      expect(replay.status).toBe(403);
      expect(replay.headers.get("set-cookie")).toBeNull();
      expect(replay.headers.get("content-type")).toContain("text/html");
      expect(replay.body).toContain("Click Preview in the CMS again");
    }
    const script = await get(once, { headers: { "cf-connecting-ip": address() } });
    expect(JSON.parse(script.body).error).toContain("has been used");
  }, 90_000);

  it("link attempts count against the sign-in limit per visitor", async () => {
    const ip = address();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 25; attempt++) {
      const response = await get(link(DRAFT, { seconds: -5 }), {
        headers: { "cf-connecting-ip": ip },
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });
});

describe("signing out", () => {
  it("revokes the session: a copy of the cookie shows no draft afterwards", async () => {
    const ip = address();
    const revokedBefore = (await revokedKeys()).length;
    const cookie = cookieOf(await get(link(DRAFT), { headers: { "cf-connecting-ip": ip } }));
    const copy = cookie;
    expect((await get(DRAFT, { headers: { cookie: copy, "cf-connecting-ip": ip } })).status).toBe(
      200,
    );
    const out = await signOut(cookie, ip);
    expect(out.status).toBe(200);
    expect(await revokedKeys()).toHaveLength(revokedBefore + 1);
    const after = await get(DRAFT, { headers: { cookie: copy, "cf-connecting-ip": ip } });
    expect(after.status).toBe(404);
    expect(decodeEntities(after.body)).not.toContain('class="preview-marker"');
    expect(after.headers.get("set-cookie") ?? "").toMatch(/^editor_preview=;/);
    // Signing out again with the copy writes nothing more.
    await signOut(copy, ip);
    expect(await revokedKeys()).toHaveLength(revokedBefore + 1);
  }, 90_000);

  it("ends what the link opened: the same link opens no new session afterwards", async () => {
    const ip = address();
    const once = link(DRAFT);
    const cookie = cookieOf(await get(once, { headers: { "cf-connecting-ip": ip } }));
    expect((await signOut(cookie, ip)).status).toBe(200);
    const askedWith: Record<string, string>[] = [{ cookie }, {}];
    for (const headers of askedWith) {
      const again = await get(once, { headers: { ...headers, "cf-connecting-ip": ip } });
      expect(again.status).toBe(403);
      expect(again.headers.get("set-cookie") ?? "").not.toMatch(/^editor_preview=v1\./);
      expect(again.headers.get("location")).toBeNull();
    }
  }, 90_000);

  it("a token sign-in (scripts) still works, and its sign-out revokes it too", async () => {
    const ip = address();
    const signIn = await fetch(`${siteUrl()}/api/preview/sign-in`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl(), "cf-connecting-ip": ip },
      body: JSON.stringify({ token: CMS_TOKEN }),
    });
    expect(signIn.status).toBe(200);
    const header = signIn.headers.get("set-cookie") ?? "";
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Partitioned");
    const cookie = cookieOf(signIn);
    expect((await get(DRAFT, { headers: { cookie, "cf-connecting-ip": ip } })).status).toBe(200);
    await signOut(cookie, ip);
    expect((await get(DRAFT, { headers: { cookie, "cf-connecting-ip": ip } })).status).toBe(404);
  });
});
