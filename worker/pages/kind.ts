/**
 * @module What a page kind is. Every module in worker/pages/ fills in this shape,
 * the way a Hydrogen route file exports its loader, meta and headers: what it
 * reads, what decides that its page is not found, the data and head it returns,
 * and who may keep the answer. The router (worker/site.ts), the renderer's
 * headers and the route-data API read these, never the kind itself.
 */

import type { ContactFormState } from "../../shared/contact-form";
import type { LayoutData, Page } from "../../shared/content";
import type { RouteData } from "../../shared/route-result";
import type { Route, RouteKind } from "../../shared/routes";
import type { Operation } from "../content/graphql-client";
import type { LoadedRoute } from "../content/loaded-route";
import type { RecordPage } from "../content/record-pages";
import type { Settings } from "../env";
import type { RequestLog } from "../log";
import type { StructuredData } from "../render/json-ld";
import type { SearchedCollection } from "../search/collections";
import type { SearchBindings } from "../search/store";
import { CacheNone, type CachePreset } from "../shared-cache/presets";
import type { ContentReader } from "./read";

/** The route of one kind: a loader is only ever handed its own. */
export type RouteOf<K extends RouteKind> = Route & { kind: K };

/**
 * What every loader gets from the request: what it reads and nothing of the
 * framework, so that a page kind's module can be read and tested without Hono.
 */
export interface PageInput extends ContentReader {
  /** Menu and settings of the route's locale: settings give CMS pages their roles. */
  layout: LayoutData;
  /** The request's query: listings read `?page=`, the finder its filters, contact `?product=`. */
  search: URLSearchParams;
  /** The site's settings, read once for the request (request-context.ts). */
  settings: Settings;
  /** The request's log line: loaders add what they found; nothing is decided from it. */
  log: RequestLog;
  /** The site search's index, made only when the page searches (the search page). */
  searchIndex: () => SearchBindings;
  /** The contact form's state for a new form: its bot check, photos and a fresh idempotency key. */
  contactForm: () => ContactFormState;
}

/**
 * Who may keep a page and what it loads from elsewhere. Everything a page kind
 * does not state is the default: the same for everyone, no third-party sources.
 */
export interface PagePolicy {
  /**
   * How long the answer may be kept and by whom (shared-cache/presets.ts): the kind's
   * own preset, or what a role says of one page (the contact form: `CachePrivate()`).
   * Its HTML and its route data are kept alike.
   */
  cache: CachePreset;
  /** The page shows the Mapbox map: its sources go in the Content-Security-Policy. */
  mapbox: boolean;
}

/** The policy of an answer that is not a found page (a redirect, a not-found, an error). */
export const NO_PAGE: PagePolicy = { cache: CacheNone(), mapbox: false };

/** A page found: what the route-data API returns, and what the page asks of caches and CSP. */
export interface FoundPage extends LoadedRoute {
  policy?: Partial<PagePolicy>;
}

/** The page lives at another path now (a renamed overview): a 301 there. */
export interface MovedPage {
  moved: string;
}

export interface PageKind<R extends Route> {
  /** How long its pages may be kept (shared-cache/presets.ts), unless a page's role says otherwise. */
  cache: CachePreset;
  /** The Server-Timing phase its load counts as: the content service, or the search index. */
  timing: "cms" | "search";
  /**
   * Null: the page does not exist (404). A rejection: the content service
   * failed (503 when unreachable, else 500; worker/site.ts).
   */
  load(route: R, page: PageInput): Promise<FoundPage | MovedPage | null>;
  /** Its JSON-LD beside the organisation's, from the data it loaded. */
  structuredData: StructuredData;
}

/** A kind of record with a page of its own: what it states about its records as well. */
export interface RecordKindPage<R extends Route> extends PageKind<R> {
  /** Its records' model, sitemap and published list (content/record-pages.ts). */
  published: RecordPage;
  /** The GraphQL document that reads one record (for the contract and codegen). */
  query: Operation<unknown>;
  /** What the site search indexes of its records. */
  search: SearchedCollection;
}

/** A kind some page lists (every kind but the CMS page; records.ts). */
export interface ListedKindPage<R extends Route> extends RecordKindPage<R> {
  /**
   * The role of the CMS page that lists its records: the one the settings' page
   * link `RECORD_CONTENT[kind].overview` names (shared/record-kinds.ts).
   */
  overview: PageRole;
}

/** What a role of a CMS page (worker/pages/page.ts) adds to the page settings name. */
export interface RoleAnswer {
  data: RouteData;
  /** An overview's place in its list: the head links its neighbours, later pages are not indexed. */
  pager?: { page: number; pageCount: number; params?: Record<string, string | null> };
  policy?: Partial<PagePolicy>;
}

/** Null: a page past the end of its list (404). */
export type PageRole = (
  page: Page,
  route: RouteOf<"page">,
  context: PageInput,
) => Promise<RoleAnswer | null>;
