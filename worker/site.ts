/**
 * @module From a path to what the visitor gets: route resolution, the loaders
 * and the status, decided before any byte is sent. The HTML handler and the
 * route-data API both use {@link resolvePath}.
 */
import type { LayoutData, RouteResult } from "../shared/content";
import { DEFAULT_LOCALE, type Locale, localeFromPrefix } from "../shared/locales";
import { buildPath, parsePath } from "../shared/routes";
import { ContentLayer } from "./content/cache";
import { createLoaders } from "./content/loaders";
import { type Env, readSettings } from "./env";
import { logEvent, type RequestLog } from "./log";

export interface Resolved {
  result: RouteResult;
  layout: LayoutData | null;
}

interface Context {
  env: Env;
  waitUntil: (promise: Promise<unknown>) => void;
  log: RequestLog;
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
    return { result: { status: 301, path, locale, location: parsed.location }, layout: null };
  }

  const settings = readSettings(ctx.env);
  const content = new ContentLayer({
    kv: ctx.env.CONTENT_CACHE,
    settings,
    waitUntil: ctx.waitUntil,
    log: ctx.log,
  });
  const loaders = createLoaders(content, settings.mediaOrigin, {
    mapboxToken: settings.mapboxToken,
  });

  const layout = await loaders.layout(locale).catch(() => null);
  if (parsed.type === "notFound") {
    ctx.log.set({ kind: "unknown" });
    return { result: { status: 404, path, locale }, layout };
  }

  const { route } = parsed;
  const canonical = buildPath(route);
  ctx.log.set({ kind: route.kind });
  // Without menu and settings the page kind of a slug cannot be decided.
  if (!layout) return { result: { status: 503, path: canonical, locale }, layout };
  try {
    const loaded = await loaders.route(route, layout, search);
    if (!loaded) return { result: { status: 404, path: canonical, locale }, layout };
    return { result: { status: 200, path: canonical, locale, ...loaded }, layout };
  } catch (error) {
    logEvent("error", "route.failed", {
      requestId: ctx.log.id,
      path: canonical,
      error: String(error),
    });
    return { result: { status: 503, path: canonical, locale }, layout };
  }
}

/** A not-found page still speaks the language its path asked for. */
function guessLocale(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return localeFromPrefix(first) ?? DEFAULT_LOCALE;
}
