/**
 * @module What a page kind's structured data (JSON-LD for search engines) is made
 * with: the page's address, language and breadcrumbs, given by the renderer
 * (structured-data.ts), which adds the organisation on every page. Each page kind
 * states its own JSON-LD beside its loader (worker/pages/kind.ts).
 */
import { withoutAddressPieces } from "../../shared/address-breaks";
import type { Breadcrumb, Page } from "../../shared/content";
import type { RouteData } from "../../shared/route-result";
import type { View } from "../../shared/views";

export type Json = Record<string, unknown>;

/** What a page's JSON-LD is made with besides its data. */
export interface JsonLdContext {
  url: string;
  /** The page's language tag (`de-DE`). */
  lang: string;
  /** A site path as an absolute URL. */
  image: (path: string | undefined) => string | undefined;
  /** The breadcrumbs from home through `ancestors` to this page, named `name`. */
  trailTo: (ancestors: Breadcrumb[], name: string) => Json;
}

/** A page kind's JSON-LD for the data it loaded. */
export type StructuredData = (data: RouteData, page: JsonLdContext) => Json[];

export type ViewData<V extends View> = RouteData & { view: V };

function isView<V extends View>(data: RouteData, view: V): data is ViewData<V> {
  return data.view === view;
}

/** JSON-LD for the data of one view (a record kind's page shows its own view only). */
export function ofView<V extends View>(
  view: V,
  build: (data: ViewData<V>, page: JsonLdContext) => Json[],
): StructuredData {
  return (data, page) => (isView(data, view) ? build(data, page) : []);
}

/** No JSON-LD besides the organisation's. */
export const NO_STRUCTURED_DATA: StructuredData = () => [];

/** A CMS page (in a role or none): its breadcrumbs. */
export const pageTrail = (data: { page: Page }, { trailTo }: JsonLdContext): Json[] => [
  trailTo(data.page.ancestors, data.page.title),
];

/**
 * HTML as the plain text JSON-LD states: without the no-break spaces, word
 * joiners, no-break hyphens and address pieces the rendered text has for the eye
 * (worker/content/markdown.ts).
 */
export const plainText = (html: string | null | undefined) =>
  html
    ? withoutAddressPieces(html)
        .replaceAll("\u2060", "")
        .replaceAll("\u2011", "-")
        .replace(/<[^>]+>/g, " ")
        .replace(/&[a-z#0-9]+;/gi, " ")
        .replace(/\s+/g, " ")
        .trim()
    : undefined;

/** The contact's address block as lines of plain text; it opens with the company's name. */
export function addressLines(html: string | null | undefined): string[] {
  return (html ?? "")
    .split(/<br\s*\/?>|<\/p>|\n/)
    .map((line) => plainText(line) ?? "")
    .filter(Boolean);
}
