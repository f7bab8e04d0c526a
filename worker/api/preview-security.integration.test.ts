/**
 * Editor preview under attack, against the real stack: return paths that leave the
 * site, posts from other sites, cookies the site did not issue, hostile input, and
 * guessing at scale. Each answer is a 4xx or the site's own page, never a 5xx or
 * an error report.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  CMS_TOKEN,
  cmsCalls,
  errorReports,
  get,
  jsonLines,
  purgeEverything,
  resetProxy,
  siteLog,
  siteUrl,
  totalCalls,
} from "../../testing/helpers";
import { sealSession } from "./preview-session";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = buildPath({ kind: "blog", locale: "de", slug: "tierschonende-vogelabwehr" });
/** The development secret the stack gets from .dev.vars.example. */
const DEV_SECRET = "local-dev-preview-secret-not-for-production";

let visitor = 0;
/** Each test its own address, so the rate limits of one do not reach another. */
function nextIp(): string {
  visitor++;
  return `203.0.113.${visitor}`;
}

function post(
  endpoint: "sign-in" | "sign-out",
  body: BodyInit | null,
  headers: Record<string, string> = {},
) {
  return fetch(`${siteUrl()}/api/preview/${endpoint}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      origin: siteUrl(),
      "sec-fetch-site": "same-origin",
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": nextIp(),
      ...headers,
    },
    body,
  });
}

function cookieOf(response: Response): string {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

/** The log lines written while `work` ran. */
async function linesDuring(work: () => Promise<void>) {
  const { next } = await siteLog();
  await work();
  await new Promise((r) => setTimeout(r, 400));
  return jsonLines((await siteLog(next)).lines);
}

beforeEach(async () => {
  await resetProxy();
});
afterAll(purgeEverything);

describe("return paths", () => {
  it("a tab, a newline or a backslash cannot send the browser to another host", async () => {
    for (const path of [
      "/\t/evil.example/x",
      "/\n/evil.example/x",
      "/\r\nSet-Cookie: x=1",
      "/\\evil.example",
      "//evil.example/x",
    ]) {
      const response = await post("sign-out", new URLSearchParams({ path }));
      expect(response.status, JSON.stringify(path)).toBe(303);
      expect(response.headers.get("location"), JSON.stringify(path)).toBe("/");
      expect(response.headers.get("set-cookie") ?? "").not.toContain("x=1");
    }
    // The raw body of the reviewer's form: `%09` is a tab once decoded.
    const raw = await post("sign-out", "path=/%09/evil.example/x");
    expect(raw.headers.get("location")).toBe("/");
  });

  it("a return path longer than a link of the site goes home", async () => {
    const response = await post("sign-out", new URLSearchParams({ path: `/${"a".repeat(5000)}` }));
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
  });
});

describe("posts from other sites", () => {
  it("sign-in and sign-out refuse them, and set no cookie", async () => {
    const attempts: Record<string, string>[] = [
      { origin: "http://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "null" },
      { "sec-fetch-site": "same-site", origin: "" },
    ];
    for (const headers of attempts) {
      const signIn = await post(
        "sign-in",
        new URLSearchParams({ token: CMS_TOKEN, path: DRAFT }),
        headers,
      );
      expect(signIn.status, JSON.stringify(headers)).toBe(403);
      expect(signIn.headers.get("set-cookie")).toBeNull();
      expect(signIn.headers.get("content-type")).toMatch(/^application\/json/);
      const signOut = await post("sign-out", new URLSearchParams({ path: "/" }), headers);
      expect(signOut.status, JSON.stringify(headers)).toBe(403);
    }
  });
});

describe("preview cookies the site did not issue", () => {
  it("a valid token put in the cookie by hand shows no draft and is cleared", async () => {
    const response = await get(DRAFT, { headers: { cookie: `editor_preview=${CMS_TOKEN}` } });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('class="preview-marker"');
    expect(response.headers.get("cache-control")).not.toContain("private");
    const cleared = response.headers.get("set-cookie") ?? "";
    expect(cleared).toMatch(/^editor_preview=;/);
    expect(cleared).toContain("Max-Age=0");
  });

  it("an expired, altered or foreign-sealed session counts as signed out", async () => {
    const now = Math.floor(Date.now() / 1000);
    const issued = cookieOf(
      await post("sign-in", JSON.stringify({ token: CMS_TOKEN }), {
        "content-type": "application/json",
      }),
    );
    expect((await get(DRAFT, { headers: { cookie: issued } })).status).toBe(200);
    const value = issued.slice("editor_preview=".length);
    const altered = `${value.slice(0, 20)}${value[20] === "A" ? "B" : "A"}${value.slice(21)}`;
    for (const cookie of [
      await sealSession(
        { id: crypto.randomUUID(), token: CMS_TOKEN, expires: now - 1 },
        DEV_SECRET,
      ),
      await sealSession(
        { id: crypto.randomUUID(), token: CMS_TOKEN, expires: now + 600 },
        "another-secret-of-at-least-32-characters",
      ),
      altered,
    ]) {
      const response = await get(DRAFT, { headers: { cookie: `editor_preview=${cookie}` } });
      expect(response.status).toBe(404);
      expect(response.headers.get("set-cookie") ?? "").toMatch(/^editor_preview=;/);
    }
  });
});

describe("signing in over a cookie that is not ours", () => {
  it("gets a working session (an old secret's cookie does not lock the editor out)", async () => {
    const old = await sealSession(
      { id: crypto.randomUUID(), token: CMS_TOKEN, expires: Math.floor(Date.now() / 1000) + 600 },
      "an-older-secret-of-at-least-32-characters",
    );
    const response = await post("sign-in", JSON.stringify({ token: CMS_TOKEN }), {
      "content-type": "application/json",
      cookie: `editor_preview=${old}`,
    });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^editor_preview=v1\./);
    expect((await get(DRAFT, { headers: { cookie: cookieOf(response) } })).status).toBe(200);
  });
});

describe("hostile input", () => {
  it("a cookie with a NUL byte is signed out: pages and APIs answer as usual, nothing is reported", async () => {
    const reportsBefore = (await errorReports()).length;
    const headers = { cookie: "editor_preview=a%00b" };
    const lines = await linesDuring(async () => {
      expect((await get("/", { headers })).status).toBe(200);
      expect((await get("/api/layout/en", { headers })).status).toBe(200);
      expect((await get("/api/route-data?path=%2F", { headers })).status).toBe(200);
      expect((await get(DRAFT, { headers })).status).toBe(404);
    });
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    expect((await errorReports()).length).toBe(reportsBefore);
  });

  it("bodies beyond the limit are refused with 413 before they are read", async () => {
    const big = new URLSearchParams({ token: CMS_TOKEN, path: `/${"a".repeat(1024 * 1024)}` });
    for (const endpoint of ["sign-in", "sign-out"] as const) {
      const response = await post(endpoint, big);
      expect(response.status, endpoint).toBe(413);
      expect(response.headers.get("set-cookie")).toBeNull();
      expect(response.headers.get("location")).toBeNull();
    }
    const twentyMb = await post("sign-out", "x".repeat(20 * 1024 * 1024), {
      "content-type": "text/plain",
    });
    expect(twentyMb.status).toBe(413);
  });

  it("a token that cannot be one is a 400, not a call to the content service", async () => {
    for (const token of ["a\u0000b", "ü-token", "x".repeat(5000)]) {
      const response = await post("sign-in", JSON.stringify({ token }), {
        "content-type": "application/json",
        accept: "application/json",
      });
      expect(response.status).toBeLessThan(500);
      expect([400, 413]).toContain(response.status);
    }
    expect(totalCalls(await cmsCalls())).toBe(0);
  });
});

describe("rate limits", () => {
  // The limit counts per 60 s window: 25 guesses cross at most one window's end, so
  // at most 20 of them (10 a window) are let through.
  it("sign-in: 25 guesses from one address are cut off with 429, another address still gets in", async () => {
    const ip = "198.18.20.1";
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++) {
      const response = await post("sign-in", JSON.stringify({ token: `guess-${guess}` }), {
        "content-type": "application/json",
        "cf-connecting-ip": ip,
      });
      statuses.push(response.status);
      if (response.status === 429) expect(response.headers.get("retry-after")).toBe("60");
    }
    expect(statuses.filter((status) => status === 401).length).toBeLessThanOrEqual(20);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
    const other = await post("sign-in", JSON.stringify({ token: CMS_TOKEN }), {
      "content-type": "application/json",
    });
    expect(other.status).toBe(200);
  });

  it("an IPv6 visitor counts by its /64, whichever address in it they use", async () => {
    const statuses: number[] = [];
    for (let guess = 0; guess < 25; guess++) {
      const response = await post("sign-in", JSON.stringify({ token: `guess-${guess}` }), {
        "content-type": "application/json",
        "cf-connecting-ip": `2001:db8:20:20:${guess.toString(16)}::1`,
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThanOrEqual(5);
  });

  it("uncached preview views: cut off with 429 per visitor; other visitors are not", async () => {
    const cookie = cookieOf(
      await post("sign-in", JSON.stringify({ token: CMS_TOKEN }), {
        "content-type": "application/json",
      }),
    );
    expect(cookie).toMatch(/^editor_preview=v1\./);
    const statuses = new Map<number, number>();
    let limited: Response | null = null;
    // At most two windows' worth (240) before the first 429.
    for (let view = 0; view < 250 && !limited; view++) {
      const response = await fetch(`${siteUrl()}/api/route-data?path=%2F`, {
        headers: { cookie, "cf-connecting-ip": `2001:db8:21:21::${view.toString(16)}` },
      });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status === 429) limited = response;
    }
    expect(limited?.status).toBe(429);
    expect(limited?.headers.get("retry-after")).toBe("60");
    expect(limited?.headers.get("cache-control")).toBe("private, no-store");
    expect(statuses.get(200)).toBeGreaterThanOrEqual(100);
    const other = await get(DRAFT, { headers: { cookie, "cf-connecting-ip": "2001:db8:22::1" } });
    expect(other.status).toBe(200);
    // Media are cached as for anyone: they do not count, and still load past the limit.
    const upload = other.body.match(/\ssrc="(\/uploads\/[^"?#\s]+)"/)?.[1];
    expect(upload).toBeDefined();
    const image = await get(upload!, {
      headers: { cookie, "cf-connecting-ip": "2001:db8:21:21::1" },
    });
    expect(image.status).toBe(200);
  }, 120_000);
});
