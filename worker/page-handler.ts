/**
 * @module A page for a visitor: rendered once its content is loaded, status
 * first, with the caching headers its kind declares (shared-cache/presets.ts). A page
 * the platform's cache in front of the worker holds never gets here: that cache
 * answers it (docs/caching.md). When it asks again with its copy's `ETag`, an
 * unchanged page is a 304 without being rendered.
 *
 * No byte of a page leaves before its status is known: a page whose content
 * service fails must answer 5xx, never a 200 already sent (docs/performance.md,
 * "Status first"). The head start a browser needs meanwhile comes from the `Link`
 * header, which Cloudflare turns into 103 Early Hints.
 *
 * The contact form without JavaScript posts to its page: the answer is the same
 * page, rendered here with what became of the post ({@link answerFormPost}).
 */
import type { Context } from "hono";
import { newIdempotencyKey } from "../shared/contact-form";
import { allowCmsFrame } from "./api/preview-frame";
import { publishedView } from "./api/published-view";
import { botCheckConfig } from "./contact/bot-check";
import type { FormPost } from "./contact/page-post";
import type { SiteApp } from "./env";
import { pageEtag, type RenderOptions, type ResolvedPage, renderPage } from "./render/page";
import { CachePrivate, presetName, writeCacheHeaders } from "./shared-cache/presets";
import { answerCaching, OUTAGE_RETRY_SECONDS, resolvePath } from "./site";
import { siteOrigin } from "./site-origin";

export async function answerPage(c: Context<SiteApp>): Promise<Response> {
  const url = new URL(c.req.url);
  const { log } = c.var;
  // Strapi's Published tab: the published page, framed by the CMS admin only, kept by nobody.
  const framed = c.var.preview.token ? null : await publishedView(c.env, url);
  if (framed) log.set({ preview: "published" });
  const built = await resolvePath(url.pathname, c, framed ?? url.searchParams);
  const preset = framed ? CachePrivate() : answerCaching(built, url.search);
  if (built.result.status === 301) {
    const status = built.result.temporary ? 302 : 301;
    const redirect = c.redirect(`${built.result.location}${url.search}`, status);
    writeCacheHeaders(redirect.headers, preset, built.tags);
    return redirect;
  }
  const page: ResolvedPage = { ...built, result: built.result };
  const options = renderOptions(c);
  log.html = presetName(preset);
  const etag = preset.mode === "shared" ? pageEtag(page, options) : null;
  if (etag && matches(c.req.header("if-none-match"), etag)) {
    const headers = new Headers({ etag });
    writeCacheHeaders(headers, preset, built.tags);
    log.set({ revalidated: true });
    return new Response(null, { status: 304, headers });
  }
  // Until the shell is ready; the rest of the page streams after the headers.
  const rendered = await log.measure("render", renderPage(page, options));
  // Not the last-resort error page, which says `no-store` itself.
  if (rendered.status === built.result.status) {
    writeCacheHeaders(rendered.headers, preset, built.tags);
    if (etag) rendered.headers.set("etag", etag);
  }
  if (framed) allowCmsFrame(rendered.headers, c.env);
  return rendered;
}

/**
 * The contact page with what became of the form posted to it; any other page
 * takes no posts (405). The page carries what the visitor typed: never stored by
 * a cache.
 */
export async function answerFormPost(c: Context<SiteApp>, post: FormPost): Promise<Response> {
  const url = new URL(c.req.url);
  const built = await resolvePath(url.pathname, c, url.searchParams);
  const { result } = built;
  if (result.status !== 200 || result.data.view !== "contact" || !result.data.contactForm)
    return c.text("Method Not Allowed", 405, { allow: "GET, HEAD" });
  const posted = await post(result.locale);
  const contactForm = {
    ...result.data.contactForm,
    idempotencyKey: posted.idempotencyKey || newIdempotencyKey(),
    submission: posted.submission,
  };
  const page = { ...built, result: { ...result, data: { ...result.data, contactForm } } };
  const response = await renderPage(page, renderOptions(c));
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  return new Response(response.body, { status: posted.status, headers });
}

/** What every page's document is rendered with, from its request. */
function renderOptions(c: Context<SiteApp>): RenderOptions {
  const url = new URL(c.req.url);
  return {
    origin: siteOrigin(c.env, c.req.url),
    search: url.search.slice(1),
    requestId: c.var.log.id,
    tagManagerId: c.env.TAG_MANAGER_ID || undefined,
    mapConsent: Boolean(c.env.MAPBOX_ACCESS_TOKEN?.trim()),
    botCheck: botCheckConfig(c.env).enabled === true,
    report: c.var.report,
    outageRetrySeconds: OUTAGE_RETRY_SECONDS,
  };
}

/** `If-None-Match` names this `ETag` (or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((each) => each.trim())
    .some((each) => each === "*" || each === etag || each === etag.slice(2));
}
