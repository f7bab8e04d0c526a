/**
 * @module `/robots.txt`, `/sitemap.xml` (an index) and one sitemap per locale and
 * kind of page (`/sitemap-de-products.xml`), listing every published, indexable
 * record with its alternate languages. Each is built from one whole list of the
 * content layer (bounded by `MAX_LIST_RECORDS`), so it stays within the protocol's
 * 50,000 URLs. URLs are built with the route table, like every other link.
 */
import { type Context, Hono } from "hono";
import { isLocale, LOCALES, type Locale } from "../shared/locales";
import type { RecordPageKind } from "../shared/record-kinds";
import { buildPath, RECORD_PAGE_KINDS, type Route } from "../shared/routes";
import type { ListedRecord } from "./content/record-pages";
import type { SiteApp } from "./env";
import { recordsOf } from "./pages/records";
import { CacheNone, CacheShort, CacheStatic, writeCacheHeaders } from "./shared-cache/presets";
import { siteOrigin } from "./site-origin";

/** The sitemap protocol's most URLs in one file. */
export const SITEMAP_MAX_URLS = 50_000;

/** The sitemaps of a locale: one per kind of record page (worker/pages/index.ts). */
export const SITEMAP_KINDS = RECORD_PAGE_KINDS.map((kind) => ({
  name: recordsOf(kind).sitemap,
  field: recordsOf(kind).model.field,
  kind,
}));
type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** The route of a listed record (or of one of its translations) in `locale`. */
function routeFor(
  kind: RecordPageKind,
  locale: Locale,
  slug: string,
  category: CategoryOf | null | undefined,
): Route | null {
  if (kind !== "faqArticle") return { kind, locale, slug };
  const categorySlug = category?.data?.attributes?.slug;
  return categorySlug ? { kind, locale, slug, category: categorySlug } : null;
}
type CategoryOf = NonNullable<ListedRecord["attributes"]>["faq_category"];

const escapeXml = (value: string) =>
  value.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

export const sitemap = new Hono<SiteApp>();

sitemap.get("/robots.txt", (c) => {
  const origin = siteOrigin(c.env, c.req.url);
  const response = c.text(
    `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`,
    200,
  );
  writeCacheHeaders(response.headers, CacheStatic());
  return response;
});

sitemap.get("/sitemap.xml", (c) => {
  const origin = siteOrigin(c.env, c.req.url);
  const entries = LOCALES.flatMap((locale) =>
    SITEMAP_KINDS.map(
      (kind) =>
        `  <sitemap><loc>${escapeXml(`${origin}${sitemapPath(locale, kind)}`)}</loc></sitemap>`,
    ),
  );
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("\n")}\n</sitemapindex>\n`;
  // The locales and kinds are the build's: it changes with a deploy only.
  const response = c.body(body, 200, { "content-type": "application/xml; charset=utf-8" });
  writeCacheHeaders(response.headers, CacheStatic());
  return response;
});

function sitemapPath(locale: Locale, kind: SitemapKind): string {
  return `/sitemap-${locale}-${kind.name}.xml`;
}

/**
 * Static routes rather than a pattern: a regular-expression parameter beside the
 * site's static paths would turn Hono's RegExpRouter off for the whole app (it
 * falls back to the TrieRouter, which costs every request more CPU).
 */
for (const locale of LOCALES)
  for (const kind of SITEMAP_KINDS)
    sitemap.get(sitemapPath(locale, kind), (c) => kindSitemap(c, locale, kind));

async function kindSitemap(
  c: Context<SiteApp>,
  locale: Locale,
  kind: SitemapKind,
): Promise<Response> {
  const origin = siteOrigin(c.env, c.req.url);
  let records: readonly ListedRecord[];
  try {
    // What is published, for crawlers, from the cache every visitor shares: an editor too.
    records = await recordsOf(kind.kind).list.read(c.var.publishedContent, locale);
  } catch {
    return c.text("The content service is unavailable", 503);
  }
  const urls: string[] = [];
  if (kind.kind === "page") {
    const homeAlternates = LOCALES.map(
      (other) => [other, buildPath({ kind: "home", locale: other })] as const,
    );
    urls.push(urlElement(origin, buildPath({ kind: "home", locale }), homeAlternates));
  }
  for (const record of records) {
    const entry = record.attributes;
    if (!entry || entry.seo?.no_index) continue;
    const own = routeFor(kind.kind, locale, entry.slug, entry.faq_category);
    if (!own) continue;
    const alternates: (readonly [Locale, string])[] = [[locale, buildPath(own)]];
    for (const { attributes: localization } of entry.localizations?.data ?? []) {
      if (!localization || !isLocale(localization.locale) || !localization.slug) continue;
      const other = routeFor(
        kind.kind,
        localization.locale,
        localization.slug,
        localization.faq_category,
      );
      if (other) alternates.push([localization.locale, buildPath(other)]);
    }
    const lastmod = typeof entry.updatedAt === "string" ? entry.updatedAt : undefined;
    urls.push(urlElement(origin, buildPath(own), alternates, lastmod));
  }
  const body = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
  const response = c.body(body, 200, { "content-type": "application/xml; charset=utf-8" });
  // A list of a kind: kept like an overview and purged by the same tags (list:<model>).
  const content = c.var.publishedContent;
  writeCacheHeaders(
    response.headers,
    content.allCurrent ? CacheShort() : CacheNone(),
    content.tagsUsed,
  );
  return response;
}

function urlElement(
  origin: string,
  path: string,
  alternates: readonly (readonly [Locale, string])[],
  lastmod?: string,
): string {
  const links = alternates
    .map(
      ([locale, href]) =>
        `    <xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(origin + href)}"/>`,
    )
    .join("\n");
  const english = alternates.find(([locale]) => locale === "en");
  const xDefault = english
    ? `\n    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(origin + english[1])}"/>`
    : "";
  const modified = lastmod ? `\n    <lastmod>${escapeXml(lastmod)}</lastmod>` : "";
  return `  <url>\n    <loc>${escapeXml(origin + path)}</loc>${modified}\n${links}${xDefault}\n  </url>`;
}
