/**
 * Editor preview against the real stack: signing in with a content-service token,
 * a draft that only the editor sees, nothing of it cached, and signing out.
 */
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { buildPath } from "../../shared/routes";
import {
  CMS_TOKEN,
  cmsCalls,
  decodeEntities,
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
const PUBLISHED = buildPath({ kind: "blog", locale: "en", slug: "humane-bird-control" });
/** The development secret the stack gets from .dev.vars.example. */
const DEV_SECRET = "local-dev-preview-secret-not-for-production";

async function signIn(token: string, init: { form?: boolean; path?: string } = {}) {
  const body = init.form
    ? new URLSearchParams({ token, path: init.path ?? "/" })
    : JSON.stringify({ token });
  return fetch(`${siteUrl()}/api/preview/sign-in`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "content-type": init.form ? "application/x-www-form-urlencoded" : "application/json",
      origin: siteUrl(),
    },
    body,
  });
}

function cookieOf(response: Response): string {
  const header = response.headers.get("set-cookie") ?? "";
  return header.split(";")[0] ?? "";
}

beforeEach(async () => {
  await purgeEverything();
  await resetProxy();
});
afterAll(purgeEverything);

describe("editor preview", () => {
  it("refuses a token the content service refuses, without a cookie", async () => {
    const response = await signIn("not-a-token");
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect((await signIn("")).status).toBe(400);
  });

  it("signs in with a 7-day, HttpOnly, SameSite=Lax cookie on / (not Secure over http)", async () => {
    const response = await signIn(CMS_TOKEN);
    expect(response.status).toBe(200);
    const header = response.headers.get("set-cookie") ?? "";
    // A session the site sealed, not the token itself.
    expect(header).toMatch(/^editor_preview=v1\.[A-Za-z0-9_-]+;/);
    expect(header).not.toContain(CMS_TOKEN);
    expect(header).toContain("Max-Age=604800");
    expect(header).toContain("Path=/");
    expect(header).toContain("HttpOnly");
    expect(header).toContain("SameSite=Lax");
    expect(header).not.toContain("Secure");
  });

  it("a form sign-in comes back to the page it names, never to another site", async () => {
    const back = await signIn(CMS_TOKEN, { form: true, path: DRAFT });
    expect(back.status).toBe(303);
    expect(back.headers.get("location")).toBe(DRAFT);
    const elsewhere = await signIn(CMS_TOKEN, { form: true, path: "//evil.example/x" });
    expect(elsewhere.headers.get("location")).toBe("/");
  });

  it("gives an editor the published sitemaps and seller finder every visitor gets, from the cache", async () => {
    const answers = ["/sitemap-de-blogs.xml", "/api/seller-finder?visitor=installer"];
    const visitor = await Promise.all(answers.map((path) => get(path)));
    // Until the visitors' answers are in KV: then they cost the content service nothing.
    for (let tries = 0; tries < 20; tries++) {
      await resetProxy();
      await Promise.all(answers.map((path) => get(path)));
      if (totalCalls(await cmsCalls()) === 0) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    const cookie = cookieOf(await signIn(CMS_TOKEN));
    await resetProxy();
    const editor = await Promise.all(answers.map((path) => get(path, { headers: { cookie } })));
    expect(editor.map((answer) => answer.status)).toEqual([200, 200]);
    expect(editor.map((answer) => answer.body)).toEqual(visitor.map((answer) => answer.body));
    expect(editor[0]?.body).not.toContain(DRAFT);
    expect(await cmsCalls()).toEqual({});
  });

  it("shows the draft to the editor only, with the marker, and caches nothing of it", async () => {
    const cookie = cookieOf(await signIn(CMS_TOKEN));
    await resetProxy();
    const editor = await get(DRAFT, { headers: { cookie } });
    expect(editor.status).toBe(200);
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect(editor.body).toContain('class="preview-marker"');
    expect(editor.body).toContain("/api/preview/sign-out");
    expect(decodeEntities(editor.body)).toContain("Vorschau");
    const previewCalls = await cmsCalls();
    expect(previewCalls.blog).toBe(1);

    // The visitor right after: not found, and asked the content service itself,
    // because nothing the editor saw was stored; the draft's slug is not in the
    // published list, so the record itself is not even asked for.
    await resetProxy();
    const visitor = await get(DRAFT);
    expect(visitor.status).toBe(404);
    expect(visitor.body).not.toContain("preview-marker");
    expect(visitor.headers.get("cache-control")).not.toContain("private");
    const visitorCalls = await cmsCalls();
    expect(visitorCalls.blog ?? 0).toBe(0);
    expect(visitorCalls.menu).toBe(1);

    // The editor again: still bypassing the cache the visitor just filled.
    await resetProxy();
    expect((await get(DRAFT, { headers: { cookie } })).status).toBe(200);
    expect((await cmsCalls()).blog).toBe(1);
  });

  it("the route-data API follows the cookie too", async () => {
    const cookie = cookieOf(await signIn(CMS_TOKEN));
    const url = `/api/route-data?path=${encodeURIComponent(DRAFT)}`;
    const editor = await get(url, { headers: { cookie } });
    expect(editor.status).toBe(200);
    expect(editor.headers.get("cache-control")).toBe("private, no-store");
    expect((await get(url)).status).toBe(404);
  });

  it("published pages look the same to a visitor whether or not an editor looked first", async () => {
    const cookie = cookieOf(await signIn(CMS_TOKEN));
    expect((await get(PUBLISHED, { headers: { cookie } })).status).toBe(200);
    const visitor = await get(PUBLISHED);
    expect(visitor.status).toBe(200);
    expect(visitor.body).not.toContain("preview-marker");
  });

  it("signs out by removing the cookie", async () => {
    const response = await fetch(`${siteUrl()}/api/preview/sign-out`, {
      method: "POST",
      headers: { accept: "application/json", origin: siteUrl() },
    });
    expect(response.status).toBe(200);
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^editor_preview=;/);
    expect(header).toContain("Max-Age=0");
    const form = await fetch(`${siteUrl()}/api/preview/sign-out`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: siteUrl() },
      body: new URLSearchParams({ path: DRAFT }),
    });
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe(DRAFT);
  });
});

describe("a preview token the content service no longer accepts", () => {
  it("shows the published site and ends the preview", async () => {
    const response = await get(DRAFT, { headers: { cookie: "editor_preview=revoked-token" } });
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('class="preview-marker"');
    const header = response.headers.get("set-cookie") ?? "";
    expect(header).toMatch(/^editor_preview=;/);
    expect(header).toContain("Max-Age=0");
    const published = await get(PUBLISHED, { headers: { cookie: "editor_preview=revoked-token" } });
    expect(published.status).toBe(200);
  });
});

describe("a preview session whose token the content service has since revoked", () => {
  it("answers with the published content, ends the preview and says so in the request line", async () => {
    const sealed = await sealSession(
      { id: crypto.randomUUID(), token: "revoked-editor-token", expires: Date.now() / 1000 + 3600 },
      DEV_SECRET,
    );
    const headers = { cookie: `editor_preview=${sealed}` };
    const { next } = await siteLog();
    const draft = await get(DRAFT, { headers });
    expect(draft.status).toBe(404);
    expect(draft.body).not.toContain('class="preview-marker"');
    const data = await get(`/api/route-data?path=${encodeURIComponent(PUBLISHED)}`, { headers });
    expect(data.status).toBe(200);
    // The layout alone (a locale switch) ends it too: the content service refused the token.
    const layout = await get("/api/layout/de", { headers });
    expect(layout.status).toBe(200);
    for (const [name, response] of Object.entries({ draft, data, layout })) {
      expect(response.headers.get("set-cookie") ?? "", name).toMatch(
        /^editor_preview=;.*Max-Age=0/,
      );
      expect(response.headers.get("cache-control"), name).toBe("private, no-store");
    }
    await new Promise((r) => setTimeout(r, 400));
    const requests = jsonLines((await siteLog(next)).lines).filter((l) => l.event === "request");
    expect(requests.map((line) => [line.path, line.preview])).toEqual([
      [DRAFT, "refused"],
      ["/api/route-data", "refused"],
      ["/api/layout/de", undefined],
    ]);
  });
});
