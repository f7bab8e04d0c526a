/**
 * @module A page for a visitor: from the full-page HTML cache, rendered once its
 * content is loaded (status first), or started before its record when that must
 * come from the content service; then kept by the HTML cache when it may be.
 */
import type { Context } from "hono";
import { parsePath } from "../shared/routes";
import { previewTokenOf } from "./api/preview";
import { botCheckConfig } from "./contact/bot-check";
import { currentPurgeGeneration } from "./content/cache";
import type { SiteApp } from "./env";
import { logEvent } from "./log";
import {
  fromHtmlCache,
  HTML_CACHE_HEADER,
  htmlCacheable,
  storeInHtmlCache,
} from "./render/html-cache";
import { makeNonce, renderPage, renderPageEarly } from "./render/page";
import { reportFor, siteContext } from "./request-context";
import { type Resolved, resolvePath, startsEarly } from "./site";

export async function answerPage(c: Context<SiteApp>): Promise<Response> {
  const url = new URL(c.req.url);
  const log = c.get("log");
  const cacheable = htmlCacheable(c.req.raw, url, Boolean(previewTokenOf(c)));
  if (cacheable) {
    const stored = await log.measure("html-cache", fromHtmlCache(url, makeNonce()));
    if (stored) {
      log.html = "hit";
      log.set({ htmlTier: stored.tier });
      // The same fields as a rendered page, read off the path alone.
      const parsed = parsePath(url.pathname);
      if (parsed.type === "route")
        log.set({ locale: parsed.route.locale, kind: parsed.route.kind });
      return stored.response;
    }
  }
  const generation = currentPurgeGeneration();
  const options = {
    origin: url.origin,
    search: url.search.slice(1),
    requestId: log.id,
    tagManagerId: c.env.TAG_MANAGER_ID || undefined,
    botCheck: botCheckConfig(c.env).enabled === true,
    report: reportFor(c),
  };
  const ctx = siteContext(c);
  const parsed = parsePath(url.pathname);
  // The page's route and content: known before the response for most pages, after
  // it has started for a page that starts early (`built` is set then).
  let built: Resolved | null = null;
  let rendered: Response;
  let early: Promise<Resolved | null> | null = null;
  if (parsed.type === "route" && (await startsEarly(parsed.route, ctx))) {
    // The record comes from the content service: the page starts without it.
    log.set({ early: true });
    const started = renderPageEarly(
      parsed.route,
      resolvePath(url.pathname, ctx, url.searchParams),
      options,
    );
    rendered = started.response;
    early = started.done.then((late) => {
      built = late;
      if (late && late.result.status !== 200) {
        log.set({ lateStatus: late.result.status });
        logEvent("warn", "render.late_status", {
          requestId: log.id,
          status: late.result.status,
          reason: "the content index listed a page that did not load",
        });
      }
      return late;
    });
    log.pending = early;
  } else {
    built = await resolvePath(url.pathname, ctx, url.searchParams);
    if (built.result.status === 301) {
      return c.redirect(`${built.result.location}${url.search}`, 301);
    }
    // Until the shell is ready; the rest of the page streams after the headers.
    rendered = await log.measure("render", renderPage(built, options));
  }
  if (!cacheable) {
    log.html = "bypass";
    rendered.headers.set(HTML_CACHE_HEADER, "bypass");
    return rendered;
  }
  const keepable = (page: Resolved | null) =>
    page?.result.status === 200 && log.allContentCurrent();
  const { response, result } = storeInHtmlCache(rendered, {
    url,
    tags: () => built?.tags ?? new Set(),
    kv: c.env.CONTENT_CACHE,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    generation,
    keep: () => (early ? early.then(keepable) : keepable(built)),
    onError: (error) => options.report(error, "html_cache.store_failed"),
  });
  log.html = result;
  response.headers.set(HTML_CACHE_HEADER, result);
  return response;
}
