/**
 * The worker in workerd against the real local content service: every locale's
 * home page, a product under each locale's segment, not-found and redirect rules,
 * caching in KV, and what happens when the content service goes down.
 */
import { afterEach, describe, expect, it } from "vitest";
import { LOCALE_INFO, LOCALES } from "../shared/locales";
import { buildPath } from "../shared/routes";
import {
  cacheStatus,
  cmsCalls,
  cmsQuery,
  decodeEntities,
  get,
  jsonLines,
  records,
  setCmsMode,
  siteLog,
  totalCalls,
} from "../testing/helpers";

afterEach(async () => {
  await setCmsMode("up");
});

async function mainMenuNames(locale: string): Promise<string[]> {
  const data = await cmsQuery<{ menu: { data: { attributes: { main: { name: string }[] } } } }>(
    `query($locale: I18NLocaleCode) { menu(locale: $locale) { data { attributes { main { name } } } } }`,
    { locale },
  );
  return data.menu.data.attributes.main.map((item) => item.name);
}

describe("pages", () => {
  it.each(LOCALES)("home page in %s is 200 with its menu and footer", async (locale) => {
    const { status, body, headers } = await get(buildPath({ kind: "home", locale }));
    expect(status).toBe(200);
    expect(headers.get("content-type")).toContain("text/html");
    expect(body).toContain(`<html lang="${LOCALE_INFO[locale].tag}"`);
    const html = decodeEntities(body);
    for (const name of await mainMenuNames(locale)) expect(html).toContain(name);
    expect(html).toContain(`© ${new Date().getUTCFullYear()}`);
  });

  it.each(LOCALES)("a product under the %s segment is 200 with its title", async (locale) => {
    const [product] = await records("products", locale);
    expect(product).toBeDefined();
    const path = buildPath({ kind: "product", locale, slug: product!.slug });
    const { status, body } = await get(path);
    expect(status).toBe(200);
    expect(decodeEntities(body)).toContain(product!.title);
    expect(body).toContain(`<link rel="canonical" href="`);
  });

  it("an unknown slug is a 404 with the not-found page in the path's language", async () => {
    const { status, body } = await get("/de/produkte/gibt-es-nicht");
    expect(status).toBe(404);
    expect(body).toContain('<html lang="de-DE"');
    expect(body).toContain('name="robots" content="noindex"');
  });

  it("a slug that exists only in another locale is a 404", async () => {
    const english = await records("products", "en");
    const italianSlugs = new Set((await records("products", "it")).map((p) => p.slug));
    const missingInItalian = english.find(
      (p) =>
        !p.localizations.data.some((l) => l.attributes.locale === "it") &&
        !italianSlugs.has(p.slug),
    );
    expect(missingInItalian, "seed has a product missing in Italian").toBeDefined();
    const { status } = await get(
      buildPath({ kind: "product", locale: "it", slug: missingInItalian!.slug }),
    );
    expect(status).toBe(404);
  });

  it.each([
    ["/xx/produkte/a"],
    ["/de/products/pigeon-spikes"],
    ["/de/unbekannt/a"],
    ["/products/a/b"],
    ["/%2e%2e/%2e%2e/etc/passwd"],
  ])("%s is a 404 with the not-found page", async (path) => {
    const { status, body } = await get(path);
    expect(status).toBe(404);
    expect(body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
  });

  it.each([
    ["/en/", "/"],
    ["/de/", "/de"],
    ["/DE", "/de"],
    ["/en-us", "/en-US"],
    ["/en/products/x?utm=1", "/products/x?utm=1"],
  ])("%s is a 301 to %s on the same host", async (path, location) => {
    const { status, headers } = await get(path);
    expect(status).toBe(301);
    expect(headers.get("location")).toBe(location);
  });

  it("names the page's scripts in Link headers, the same files the HTML loads", async () => {
    const page = await get("/products/pigeon-spikes?from=link");
    const link = page.headers.get("link") ?? "";
    const modules = [...link.matchAll(/<(\/assets\/[^>]+\.js)>; rel=modulepreload/g)].map(
      (match) => match[1],
    );
    // The entry, what it imports and the English catalog at least.
    expect(modules.length).toBeGreaterThanOrEqual(3);
    for (const file of modules) expect(page.body).toContain(`href="${file}"`);
    // The stylesheet is inlined in the head: no request for it to hint.
    expect(link).not.toContain(".css");
    // Named in the CSP by its hash (render/inline-hashes.ts), so a shared copy keeps it.
    expect(page.body).toMatch(/<head>.*<style>[^<]{1000,}<\/style>.*<\/head>/s);
  });

  it("preloads the app's router and views only where the first page hydrates them", async () => {
    // A kept first page (client/views/kept.ts) hydrates its layout, then requests
    // its islands; the app's start comes with its first navigation.
    const preloaded = async (path: string) =>
      [...((await get(path)).headers.get("link") ?? "").matchAll(/<\/assets\/([^>]+)\.js>/g)].map(
        (match) => match[1]?.replace(/-[A-Z0-9]+$/, ""),
      );
    expect(await preloaded("/this-page-does-not-exist?from=app-start")).toContain("app-start");
    const blog = await preloaded("/blogs/why-pigeons-keep-coming-back?from=app-start");
    expect(blog).not.toContain("app-start");
    expect(blog).not.toContain("blog");
    for (const path of ["/", "/products/pigeon-spikes", "/where-to-buy"]) {
      const kept = await preloaded(`${path}?from=app-start`);
      expect(kept).toContain("entry");
      expect(kept).not.toContain("app-start");
      // Neither the view nor its island (home's slider, the product's gallery, the finder).
      expect(kept).not.toContain("home");
      expect(kept).not.toContain("product");
      expect(kept).not.toContain("installer-map");
      expect(kept).not.toContain("finder");
    }
    // Named in the page's data all the same, for a manual saved to read offline (client/sw.ts).
    const manual = (await get("/manuals/installing-tension-wire?from=islands")).body;
    const [, islands = ""] = manual.match(/"islands":\[([^\]]*)\]/) ?? [];
    expect(islands).toMatch(/"\/assets\/manual-[A-Z0-9]+\.js"/);
  });

  it("sends every part of the page in place: no hidden segments moved by scripts", async () => {
    const page = await get("/products/pigeon-spikes?from=in-place");
    // The layout's deferred parts (locale switcher, sidebar, footer) are plain
    // completed boundaries where they belong, not templates filled in later.
    expect(page.body).toContain('class="footer"');
    expect(page.body).not.toContain("<template");
    expect(page.body).not.toMatch(/<div hidden id="S:/);
    // The one inline script is the banner's; the rest is data or the entry module.
    const inline = [...page.body.matchAll(/<script(?![^>]*\b(?:type|src)=)[^>]*>/g)];
    expect(inline).toHaveLength(1);
  });

  it("writes the mobile sidebar's menu on the server, so it opens without script", async () => {
    const page = await get("/products/pigeon-spikes?from=sidebar");
    // The hamburger is a link to the sidebar: without script it must hold the menu.
    const [sidebar] = page.body.match(/<nav id="mobile-sidebar".*?<\/nav>/s) ?? [""];
    expect(sidebar).toContain('href="/products/bird-netting"');
    const [navbar] = page.body.match(/<header class="navbar".*?<\/header>/s) ?? [""];
    expect(navbar).toContain('href="/products/bird-netting"');
  });

  it("the route-data API answers what the page shows, as JSON", async () => {
    const [product] = await records("products", "nl");
    const path = buildPath({ kind: "product", locale: "nl", slug: product!.slug });
    const response = await fetch(
      `${(await import("../testing/helpers")).siteUrl()}/api/route-data?path=${encodeURIComponent(path)}`,
    );
    expect(response.status).toBe(200);
    const json = (await response.json()) as {
      status: number;
      data: { view: string; product: { title: string } };
    };
    expect(json.status).toBe(200);
    expect(json.data.view).toBe("product");
    expect(json.data.product.title).toBe(product!.title);
  });

  it("serves media of the storage bucket under site paths", async () => {
    const { body } = await get("/nl");
    const src = body.match(/src="(\/uploads\/[^"]+)"/)?.[1];
    expect(src).toBeDefined();
    const response = await get(src!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\//);
    expect(response.headers.get("cache-control")).toContain("immutable");
  });

  it("keeps media at the edge, and never a file the storage does not have", async () => {
    const { body } = await get("/de");
    const src = body.match(/src="(\/uploads\/[^"]+)"/)?.[1];
    expect(src).toBeDefined();
    const missing = src!.replace(/\.(\w+)$/, "-missing.$1");
    const { next } = await siteLog();
    const first = await get(src!);
    expect(first.status).toBe(200);
    const again = await get(src!);
    expect(again.status).toBe(200);
    // The edge answers the second request itself (the gateway's own cache, as it
    // was asked without cookies).
    expect(cacheStatus(again)).toBe("HIT");
    expect(again.body).toBe(first.body);
    expect(again.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect(again.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(again.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await get(missing)).status).toBe(404);
    expect((await get(missing)).status).toBe(404);
    // Operators see where each answer the worker made came from.
    await new Promise((r) => setTimeout(r, 400));
    const lines = jsonLines((await siteLog(next)).lines).filter(
      (line) => line.event === "request" && line.kind === "media",
    );
    const seen = lines.map((line) => [line.path, line.media]);
    // The file came from the storage at most once (an earlier test may have asked
    // for it); a file the storage does not have reached it each time, never stored.
    expect(seen.filter(([path]) => path === src).length).toBeLessThanOrEqual(1);
    for (const each of seen)
      expect([
        [src, "origin"],
        [missing, "missing"],
      ]).toContainEqual(each);
    expect(seen.filter(([path]) => path === missing)).toHaveLength(2);
  });
});

describe("content cache", () => {
  it("a second request for the same page does not reach the content service", async () => {
    const [solution] = await records("solutions", "fr");
    const path = buildPath({ kind: "solution", locale: "fr", slug: solution!.slug });
    expect((await get(path)).status).toBe(200);
    const before = totalCalls(await cmsCalls());
    const second = await get(path);
    expect(second.status).toBe(200);
    expect(totalCalls(await cmsCalls())).toBe(before);
  });

  it("with the content service down, cached pages still show and uncached ones give an error page", async () => {
    const blogs = await records("blogs", "sv");
    expect(blogs.length).toBeGreaterThan(1);
    const cachedPath = buildPath({ kind: "blog", locale: "sv", slug: blogs[0]!.slug });
    // A listing page no test has asked for: its answer cannot be in KV yet.
    const uncachedPath = `/sv/blogs?type=news&page=${100 + Math.floor(Math.random() * 800)}`;
    expect((await get(cachedPath)).status).toBe(200);

    await setCmsMode("down");
    const cached = await get(cachedPath);
    expect(cached.status).toBe(200);
    expect(decodeEntities(cached.body)).toContain(blogs[0]!.title);

    const uncached = await get(uncachedPath);
    expect(uncached.status).toBeGreaterThanOrEqual(500);
    expect(uncached.body).not.toContain("ContentServiceError");
    expect(uncached.body).not.toMatch(/at .+\(.+:\d+:\d+\)/);
    expect(uncached.body).toContain('<html lang="sv-SE"');
  });
});
