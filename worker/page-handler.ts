/**
 * @module A page for a visitor: from the full-page HTML cache, or rendered once its
 * content is loaded, status first; then kept by the HTML cache when it may be.
 *
 * No byte of a page leaves before its status is known: a page whose content
 * service fails must answer 5xx, never a 200 already sent (docs/performance.md,
 * "Status first"). The head start a browser needs meanwhile comes from the `Link`
 * header, which Cloudflare turns into 103 Early Hints.
 */
import type { Context } from "hono";
import { parsePath } from "../shared/routes";
import { currentPurgeGeneration } from "./cache/generation";
import {
  fromHtmlCache,
  HTML_CACHE_HEADER,
  htmlCacheable,
  storeInHtmlCache,
} from "./cache/html-cache";
import { makeNonce } from "./cache/nonce";
import { botCheckConfig } from "./contact/bot-check";
import type { SiteApp } from "./env";
import { renderPage } from "./render/page";
import { resolvePath } from "./site";

export async function answerPage(c: Context<SiteApp>): Promise<Response> {
  const url = new URL(c.req.url);
  const { log, content, preview, report } = c.var;
  const cacheable = htmlCacheable(c.req.raw, url, Boolean(preview.token));
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
    mapConsent: Boolean(c.env.MAPBOX_ACCESS_TOKEN?.trim()),
    botCheck: botCheckConfig(c.env).enabled === true,
    report,
  };
  const built = await resolvePath(url.pathname, c, url.searchParams);
  if (built.result.status === 301) {
    return c.redirect(`${built.result.location}${url.search}`, 301);
  }
  // Until the shell is ready; the rest of the page streams after the headers.
  const rendered = await log.measure("render", renderPage(built, options));
  if (!cacheable) {
    log.html = "bypass";
    rendered.headers.set(HTML_CACHE_HEADER, "bypass");
    return rendered;
  }
  const { response, result } = storeInHtmlCache(rendered, {
    url,
    tags: built.tags,
    kv: c.env.CONTENT_CACHE,
    waitUntil: (promise) => c.executionCtx.waitUntil(promise),
    generation,
    current: content.allCurrent,
    onError: (error) => report(error, "html_cache.store_failed"),
  });
  log.html = result;
  response.headers.set(HTML_CACHE_HEADER, result);
  return response;
}
