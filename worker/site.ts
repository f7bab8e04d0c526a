/**
 * @module From a path to what the visitor gets: route resolution, the page
 * kind's loader (worker/pages/) and the status, decided before any byte is
 * sent. The HTML handler and the route-data API both use {@link resolvePath}.
 */
import type { Context } from "hono";
import type { LayoutData } from "../shared/content";
import { DEFAULT_LOCALE, type Locale, localeFromPrefix } from "../shared/locales";
import type { RouteResult } from "../shared/route-result";
import { buildPath, parsePath } from "../shared/routes";
import { isOutage } from "./content/graphql-client";
import { readSettings, type SiteApp } from "./env";
import { type PagePolicy, pageKind, policyOf, SHARED_PAGE } from "./pages";
import { loadLayout } from "./pages/layout";
import { contentReader } from "./pages/read";

/** How long a visitor or crawler is asked to wait when the content service is unreachable. */
export const OUTAGE_RETRY_SECONDS = 30;

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
  /** Who may keep the answer and what its CSP must allow, as the page's kind says. */
  policy: PagePolicy;
}

/**
 * `search`: the request's query string, for pages that read it (the seller finder).
 * The request's log, content layer and reporter come from `c.var` (request-context.ts).
 */
export async function resolvePath(
  path: string,
  c: Context<SiteApp>,
  search: URLSearchParams = new URLSearchParams(),
): Promise<Resolved> {
  const { log, content, preview, report } = c.var;
  const parsed = parsePath(path);
  const locale = parsed.type === "route" ? parsed.route.locale : guessLocale(path);
  log.set({ locale });
  if (parsed.type === "redirect") {
    return {
      result: { status: 301, path, locale, location: parsed.location },
      layout: null,
      preview: Boolean(preview.token),
      tags: new Set(),
      policy: SHARED_PAGE,
    };
  }

  const reader = contentReader(content, readSettings(c.env).mediaOrigin);
  // Read when answering: a refused preview token ends the preview mid-request.
  const extra = () => {
    if (content.previewEnded) log.set({ preview: "refused" });
    else if (content.preview) log.set({ preview: true });
    return { preview: content.preview, tags: content.tagsUsed, policy: SHARED_PAGE };
  };

  // Menu and settings are the start-up data of every page: their failure is reported.
  let layoutError: unknown;
  const layout = await log.measure("cms", loadLayout(reader, locale)).catch((error) => {
    report(error, "layout.failed");
    layoutError = error;
    return null;
  });
  if (parsed.type === "notFound") {
    log.set({ kind: "unknown" });
    return { result: { status: 404, path, locale }, layout, ...extra() };
  }

  const { route } = parsed;
  const canonical = buildPath(route);
  log.set({ kind: route.kind });
  // Without menu and settings the page kind of a slug cannot be decided.
  if (!layout) {
    const status = failureStatus(layoutError);
    return { result: { status, path: canonical, locale }, layout, ...extra() };
  }
  try {
    const kind = pageKind(route.kind);
    const found = await log.measure(
      kind.reads,
      kind.load(route, { ...reader, layout, search, request: c }),
    );
    if (!found) return { result: { status: 404, path: canonical, locale }, layout, ...extra() };
    if ("moved" in found) {
      const result = { status: 301, path: canonical, locale, location: found.moved } as const;
      return { result, layout, ...extra() };
    }
    const { policy: _policy, ...loaded } = found;
    return {
      result: { status: 200, path: canonical, locale, ...loaded },
      layout,
      ...extra(),
      policy: policyOf(found),
    };
  } catch (error) {
    report(error, "route.failed");
    return {
      result: { status: failureStatus(error), path: canonical, locale },
      layout,
      ...extra(),
    };
  }
}

/**
 * The status of a page whose content could not be loaded: 503 while the content
 * service is unreachable (answered with `Retry-After`), else 500 (the spec's
 * "other errors").
 */
function failureStatus(error: unknown): 500 | 503 {
  return isOutage(error) ? 503 : 500;
}

/** A not-found page still speaks the language its path asked for. */
function guessLocale(path: string): Locale {
  const first = path.split("/")[1] ?? "";
  return localeFromPrefix(first) ?? DEFAULT_LOCALE;
}
