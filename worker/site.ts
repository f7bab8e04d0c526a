/**
 * @module From a path to what the visitor gets: route resolution, the page
 * kind's loader (worker/pages/) and the status, decided before any byte is
 * sent. The HTML handler and the route-data API both use {@link resolvePath}.
 */
import type { Context } from "hono";
import type { LayoutData } from "../shared/content";
import type { RouteResult } from "../shared/route-result";
import { buildPath, parsePath } from "../shared/routes";
import { contactFormState } from "./contact/form-state";
import { isOutage } from "./content/graphql-client";
import { hyphenatedWords, shownTexts } from "./content/hyphenation";
import { keptTexts } from "./content/kept-together";
import type { SiteApp } from "./env";
import { NO_PAGE, type PagePolicy, pageKind, policyOf } from "./pages";
import { loadLayout } from "./pages/layout";
import { contentReader } from "./pages/read";
import { SEARCHED_COLLECTIONS } from "./pages/records";
import { type RedirectRule, redirectOf, redirectResult } from "./redirects/answer";
import { countMissing, flushMissing } from "./redirects/missing-pages";
import { NO_STRUCTURED_DATA, type StructuredData } from "./render/json-ld";
import { searchBindings } from "./search/service";
import { CacheNone, type CachePreset, CachePrivate, CacheShort } from "./shared-cache/presets";

/** How long a visitor or crawler is asked to wait when the content service is unreachable. */
export const OUTAGE_RETRY_SECONDS = 30;

export interface Resolved {
  result: RouteResult;
  layout: LayoutData | null;
  /** Whether this is an editor's preview: drafts, never cached. */
  preview: boolean;
  /**
   * The cache tags of every content answer used (content/tags.ts): a shared page
   * carries them in `Cache-Tag`, so the same webhook purges it.
   */
  tags: ReadonlySet<string>;
  /** Who may keep the answer and what its CSP must allow, as the page's kind says. */
  policy: PagePolicy;
  /** The JSON-LD of a found page, as its kind states it (none for other answers). */
  structuredData: StructuredData;
  /**
   * Every content answer used was current: none stale, none standing in for a
   * content service that failed. Only such a page is shared.
   */
  current: boolean;
  /** The redirect the site keeps that answered an address with no page (worker/redirects/). */
  redirect?: RedirectRule;
}

/**
 * `search`: the request's query string, for pages that read it (the seller finder).
 * The request's log, content layer and reporter come from `c.var` (request-context.ts).
 * An address that is not found may be a redirect the site keeps (worker/redirects/).
 */
export async function resolvePath(
  path: string,
  c: Context<SiteApp>,
  search: URLSearchParams = new URLSearchParams(),
): Promise<Resolved> {
  const resolved = await resolveRoute(path, c, search);
  const rule = resolved.result.status === 404 ? await redirectOf(c, path) : null;
  if (rule) {
    const result = redirectResult(rule, resolved.result.locale, c.var.log);
    const tags = new Set([...resolved.tags, ...(rule.tags ?? [])]);
    return { ...resolved, result, tags, redirect: rule };
  }
  if (resolved.result.status === 404 && !resolved.preview) {
    // For the report of what to redirect next: a tally in memory, written once a minute at most.
    countMissing(path);
    c.executionCtx.waitUntil(flushMissing(c.env.CONTACT_OUTBOX, Date.now()));
  }
  const { result, layout } = resolved;
  if (result.status === 301) return resolved;
  // Beside the data, not in it: the data also makes the head, JSON-LD and `alt`s,
  // which must read the words whole (shared/hyphens.ts). The menus' words come
  // with the view's, so that the browser reads one list for the page.
  const texts = shownTexts(layout?.menu);
  if (result.status === 200) shownTexts(result.data, texts);
  // A phase of its own in Server-Timing: the first page of a language in an isolate loads its patterns.
  const words = await c.var.log.measure("hyphens", hyphenatedWords(result.locale, texts));
  // With the words, the shown texts the browser draws kept together (worker/content/kept-together.ts).
  const kept = keptTexts(layout?.menu);
  if (result.status === 200) keptTexts(result.data, kept);
  return { ...resolved, result: { ...result, hyphenated: [...words, ...kept] } };
}

async function resolveRoute(
  path: string,
  c: Context<SiteApp>,
  search: URLSearchParams,
): Promise<Resolved> {
  const { log, content, preview, report } = c.var;
  const parsed = parsePath(path);
  const locale = parsed.type === "route" ? parsed.route.locale : parsed.locale;
  log.set({ locale });
  if (parsed.type === "redirect") {
    return {
      result: { status: 301, path, locale, location: parsed.location },
      layout: null,
      preview: Boolean(preview.token),
      tags: new Set(),
      policy: NO_PAGE,
      structuredData: NO_STRUCTURED_DATA,
      current: true,
    };
  }

  const reader = contentReader(content, c.var.settings.mediaOrigin);
  // Read when answering: a refused preview token ends the preview mid-request.
  const contentState = () => {
    if (content.previewEnded) log.set({ preview: "refused" });
    else if (content.preview) log.set({ preview: true });
    return {
      preview: content.preview,
      tags: content.tagsUsed,
      policy: NO_PAGE,
      structuredData: NO_STRUCTURED_DATA,
      current: content.allCurrent,
    };
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
    return { result: { status: 404, path, locale, route: null }, layout, ...contentState() };
  }

  const { route } = parsed;
  const canonical = buildPath(route);
  log.set({ kind: route.kind });
  // Without menu and settings the page kind of a slug cannot be decided.
  if (!layout) {
    const status = failureStatus(layoutError);
    return { result: { status, path: canonical, locale, route }, layout, ...contentState() };
  }
  try {
    const kind = pageKind(route.kind);
    const answer = await log.measure(
      kind.timing,
      kind.load(route, {
        ...reader,
        layout,
        search,
        settings: c.var.settings,
        log,
        searchIndex: () => searchBindings(c, SEARCHED_COLLECTIONS),
        contactForm: () => contactFormState(c.env),
      }),
    );
    if (!answer)
      return { result: { status: 404, path: canonical, locale, route }, layout, ...contentState() };
    if ("moved" in answer) {
      const result = { status: 301, path: canonical, locale, location: answer.moved } as const;
      return { result, layout, ...contentState() };
    }
    const { policy: _policy, ...loaded } = answer;
    return {
      result: { status: 200, path: canonical, locale, route, ...loaded },
      layout,
      ...contentState(),
      policy: policyOf(route.kind, answer),
      structuredData: kind.structuredData,
    };
  } catch (error) {
    report(error, "route.failed");
    return {
      result: { status: failureStatus(error), path: canonical, locale, route },
      layout,
      ...contentState(),
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

/**
 * Which preset (shared-cache/presets.ts) an answer about a page gets, for its
 * HTML and its route data alike: the one its kind (or its role) declares when it
 * is a page found for everyone; otherwise none, or private for an editor.
 * `query`: the page's own query string. A page with one is never shared: any
 * visitor can invent query strings, and each would be a copy of its own in the
 * shared cache (a listing's `?page=2` is rendered on each request, as before).
 * Not-found pages and errors are not kept either: a newly published record shows
 * on the next request, and an outage ends when the service is back. A redirect the
 * site keeps (worker/redirects/) is shared a short while under the tags of the
 * table it came from, whose webhooks purge it; there are only as many as editors
 * and renames made, so no invented URL is ever stored.
 * Nor is a page built from a stale answer or one standing in for a failed
 * content service: it may show content from before a change whose webhook has
 * already come.
 */
export function answerCaching(resolved: Resolved, query: string): CachePreset {
  if (resolved.preview) return CachePrivate();
  if (!resolved.current) return CacheNone();
  if (resolved.result.status === 301)
    return resolved.redirect?.tags && (!query || query === "?") ? CacheShort() : CacheNone();
  if (resolved.result.status !== 200) return CacheNone();
  if (resolved.policy.cache.mode === "shared" && query && query !== "?") return CacheNone();
  return resolved.policy.cache;
}
