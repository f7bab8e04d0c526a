/**
 * @module From a path to what the visitor gets: route resolution, the loaders
 * and the status, decided before any byte is sent. The HTML handler and the
 * route-data API both use {@link resolvePath}.
 */
import type { LayoutData, RouteResult } from "../shared/content";
import { DEFAULT_LOCALE, type Locale, localeFromPrefix } from "../shared/locales";
import { buildPath, parsePath, type Route } from "../shared/routes";
import { withContactForm } from "./contact/form-state";
import { ContentLayer } from "./content/cache";
import { createLoaders, recordQuery } from "./content/loaders";
import { SITEMAP } from "./content/queries";
import { type Env, readSettings } from "./env";
import type { RequestLog } from "./log";
import { loadSearchPage } from "./search/page";
import { indexedPaths } from "./sitemap";

export interface Resolved {
  result: RouteResult;
  layout: LayoutData | null;
  /** Whether this is an editor's preview: drafts, never cached. */
  preview: boolean;
  /**
   * The cache tags of every content answer used (content/tags.ts): a full-page
   * cache indexes the page under these so the same webhook purges it.
   */
  tags: ReadonlySet<string>;
}

export interface Context {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  log: RequestLog;
  /** An editor's token (preview cookie): drafts, no cache. */
  previewToken?: string;
  /** Reports an unexpected error (console always, error service when configured). */
  report: (error: unknown, event: string) => void;
}

/** `search`: the request's query string, for pages that read it (the seller finder). */
export async function resolvePath(
  path: string,
  ctx: Context,
  search: URLSearchParams = new URLSearchParams(),
): Promise<Resolved> {
  const parsed = parsePath(path);
  const locale = parsed.type === "route" ? parsed.route.locale : guessLocale(path);
  ctx.log.set({ locale });
  if (parsed.type === "redirect") {
    return {
      result: { status: 301, path, locale, location: parsed.location },
      layout: null,
      preview: Boolean(ctx.previewToken),
      tags: new Set(),
    };
  }

  const settings = readSettings(ctx.env);
  const content = contentLayer(ctx);
  const loaders = createLoaders(content, settings.mediaOrigin, {
    mapboxToken: settings.mapboxToken,
  });
  // Read when answering: a refused preview token ends the preview mid-request.
  const extra = () => {
    if (content.previewEnded) ctx.log.set({ preview: "refused" });
    else if (content.preview) ctx.log.set({ preview: true });
    return { preview: content.preview, tags: content.tagsUsed };
  };

  // Menu and settings are the start-up data of every page: their failure is reported.
  const layout = await ctx.log.measure("cms", loaders.layout(locale)).catch((error) => {
    ctx.report(error, "layout.failed");
    return null;
  });
  if (parsed.type === "notFound") {
    ctx.log.set({ kind: "unknown" });
    return { result: { status: 404, path, locale }, layout, ...extra() };
  }

  const { route } = parsed;
  const canonical = buildPath(route);
  ctx.log.set({ kind: route.kind });
  // Without menu and settings the page kind of a slug cannot be decided.
  if (!layout) return { result: { status: 503, path: canonical, locale }, layout, ...extra() };
  try {
    const loaded =
      route.kind === "search"
        ? await ctx.log.measure("search", loadSearchPage(route, search, ctx, layout))
        : await ctx.log.measure("cms", loaders.route(route, layout, search));
    if (!loaded) return { result: { status: 404, path: canonical, locale }, layout, ...extra() };
    const data = withContactForm(loaded.data, ctx.env);
    return {
      result: { status: 200, path: canonical, locale, ...loaded, data },
      layout,
      ...extra(),
    };
  } catch (error) {
    ctx.report(error, "route.failed");
    return { result: { status: 503, path: canonical, locale }, layout, ...extra() };
  }
}

/** One content layer per request context: what `startsEarly` read, the loaders need not read again. */
const layers = new WeakMap<Context, ContentLayer>();

function contentLayer(ctx: Context): ContentLayer {
  let layer = layers.get(ctx);
  if (!layer) {
    layer = newContentLayer(ctx);
    layers.set(ctx, layer);
  }
  return layer;
}

function newContentLayer(ctx: Context): ContentLayer {
  return new ContentLayer({
    kv: ctx.env.CONTENT_CACHE,
    settings: readSettings(ctx.env),
    waitUntil: ctx.waitUntil,
    log: ctx.log,
    previewToken: ctx.previewToken,
  });
}

/**
 * Whether this page's response may start before its content is loaded
 * (render/page.tsx, `renderPageEarly`): a record page (product, solution, audience,
 * blog, manual) whose record is not in KV, so it must come from the content
 * service, and which the locale's content index (the sitemap's answer, in KV)
 * lists, so its status is already known to be 200. Anything else is answered once
 * its content is there, status first. A missing or stale index is fetched in the
 * background for the next visitor.
 */
export async function startsEarly(route: Route, ctx: Context): Promise<boolean> {
  if (ctx.previewToken) return false;
  const record = recordQuery(route);
  if (!record) return false;
  const content = contentLayer(ctx);
  if (await content.peek(record.op, record.variables)) return false;
  const index = await content.peek(SITEMAP, { locale: route.locale });
  // Its own layer: the index's cache tags are not the page's.
  if (!index?.fresh)
    ctx.waitUntil(
      newContentLayer(ctx)
        .query(SITEMAP, { locale: route.locale })
        .catch(() => undefined),
    );
  return index !== null && indexedPaths(index.data, route.locale).has(buildPath(route));
}

/** A not-found page still speaks the language its path asked for. */
function guessLocale(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return localeFromPrefix(first) ?? DEFAULT_LOCALE;
}
