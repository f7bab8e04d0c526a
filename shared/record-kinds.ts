/**
 * @module The kinds of record with a page of their own, each declared once: where
 * its pages live (its word in the path, in every locale), its model in the
 * content service, the page that lists it, the kinds of search result its
 * records give, and the data its page renders. The route table (routes.ts), the
 * views (views.ts), a route's answer (route-result.ts) and the search's kinds
 * (search.ts) are read from here. The worker's table of kinds
 * (worker/pages/records.ts: loader, content model, sitemap, search documents,
 * structured data) and the browser's views (client/views/index.ts) refuse to
 * compile until they know a kind added here.
 */
import type {
  Audience,
  AudienceCard,
  Blog,
  Breadcrumb,
  FaqArticle,
  Manual,
  ManualCard,
  NextStepLinks,
  PageLinkKind,
  Product,
  ProductCard,
  SlugRef,
  Solution,
  SolutionCard,
} from "./content";
import type { Locale } from "./locales";

/**
 * Where the pages of each kind live: a CMS page at `/{locale}/{slug}`; the kinds
 * below at `/{locale}/{segment}/{slug}`, with their segment in every locale.
 * This and the FAQ's word below are all the browser's bundle carries of a kind.
 */
export const SEGMENTS = {
  manual: {
    en: "manuals",
    "en-US": "manuals",
    de: "anleitungen",
    es: "manuales",
    fr: "manuels",
    it: "manuali",
    nl: "handleidingen",
    sv: "manualer",
  },
  blog: {
    en: "blogs",
    "en-US": "blogs",
    de: "blogs",
    es: "blogs",
    fr: "blogs",
    it: "blogs",
    nl: "blogs",
    sv: "blogs",
  },
  audience: {
    en: "for-whom",
    "en-US": "for-whom",
    de: "fuer-wen",
    es: "para-quien",
    fr: "pour-qui",
    it: "per-chi",
    nl: "voor-wie",
    sv: "foer-vem",
  },
  solution: {
    en: "solutions",
    "en-US": "solutions",
    de: "loesungen",
    es: "soluciones",
    fr: "solutions",
    it: "soluzioni",
    nl: "oplossingen",
    sv: "losningar",
  },
  product: {
    en: "products",
    "en-US": "products",
    de: "produkte",
    es: "productos",
    fr: "produits",
    it: "prodotti",
    nl: "producten",
    sv: "produkter",
  },
} as const satisfies Record<string, Record<Locale, string>>;

/**
 * The FAQ's word in every locale, its articles under it by category. It is a word
 * of the route table, not a CMS slug: the FAQ is whichever page the settings link
 * (the seed gives it this word as its slug, so the FAQ and its articles share a
 * path; when an editor renames it, this word redirects to it, worker/pages/page.ts).
 */
export const FAQ_SEGMENT = {
  en: "faq",
  "en-US": "faq",
  nl: "veelgestelde-vragen",
  de: "haeufige-fragen",
  es: "preguntas-frecuentes",
  fr: "questions-frequentes",
  it: "domande-frequenti",
  sv: "vanliga-fragor",
} as const satisfies Record<Locale, string>;

/** The kinds whose records carry their category: `/{locale}/{segment}/{category slug}/{slug}`. */
export const CATEGORY_SEGMENTS = { faqArticle: FAQ_SEGMENT } as const satisfies Record<
  string,
  Record<Locale, string>
>;

/** Every kind of record with a page of its own. */
export type RecordPageKind = "page" | SegmentKind | keyof typeof CATEGORY_SEGMENTS;

/** The kinds whose pages live at `/{locale}/{segment}/{slug}`. */
export type SegmentKind = keyof typeof SEGMENTS;

/**
 * Every kind, in the order of the sitemap index, and what else it is, which only
 * the worker reads (so the browser's bundle leaves it out):
 * - `model`: its name in the content service's webhooks and in Strapi's
 *   `api::<name>.<name>` uid; `field`: the GraphQL field its records are read
 *   through (worker/content/models.ts);
 * - `overview`: the settings' page link whose page lists it. A record's
 *   breadcrumbs lead there, and that page's own path may be the kind's segment
 *   (`/produkte` over `/produkte/…`);
 * - `search`: the kinds of search result its records give (a manual gives its
 *   steps too, a blog its news).
 */
export const RECORD_CONTENT = {
  page: { model: "page", field: "pages", search: ["page"] },
  product: { model: "product", field: "products", overview: "products", search: ["product"] },
  solution: { model: "solution", field: "solutions", overview: "solutions", search: ["solution"] },
  audience: { model: "for-who", field: "forWhos", overview: "for_who", search: ["audience"] },
  blog: { model: "blog", field: "blogs", overview: "blogs", search: ["blog", "news"] },
  manual: {
    model: "manual",
    field: "manuals",
    overview: "manuals",
    search: ["manual", "manualStep"],
  },
  faqArticle: { model: "faq-article", field: "faqArticles", overview: "faq", search: ["faq"] },
} as const satisfies Record<
  RecordPageKind,
  { model: string; field: string; overview?: PageLinkKind; search: readonly string[] }
>;

/** The kinds of search result the records give. */
export type RecordSearchKind = (typeof RECORD_CONTENT)[RecordPageKind]["search"][number];

/** The kinds some page lists (all but the CMS page). */
export type ListedKind = {
  [K in RecordPageKind]: (typeof RECORD_CONTENT)[K] extends { overview: string } ? K : never;
}[RecordPageKind];

/** The settings' page links whose page lists a kind: each kind's overview. */
export type ListedOverview = (typeof RECORD_CONTENT)[ListedKind]["overview"];

/**
 * The kinds whose overview is its page and cards of its records, a page of them
 * at a time: the cards its route data carries, under their key
 * (shared/route-result.ts). The kind's module reads them (its `overview`), the
 * listing view shows them (client/views/listing.tsx). The blogs' library and the
 * FAQ list theirs in their own way.
 */
export interface ListedCards {
  product: { products: ProductCard[] };
  solution: { solutions: SolutionCard[] };
  audience: { audiences: AudienceCard[] };
  manual: { manuals: ManualCard[] };
}

/** The views of those overviews: their page links. */
export type CardsOverview = (typeof RECORD_CONTENT)[keyof ListedCards]["overview"];

/**
 * What each kind's page renders beside its view (shared/route-result.ts). `trail`:
 * its breadcrumbs between home and itself (the overview that lists it), for the
 * visible breadcrumbs and the JSON-LD alike. A CMS page's data is its role's
 * (route-result.ts), as the pages settings give a role share it.
 */
export interface RecordPageData {
  product: {
    product: Product;
    /** The slugs of the pages its actions lead to: "Where to buy" and the contact form. */
    pageLinks: NextStepLinks;
    trail: Breadcrumb[];
  };
  /** `nextStep`: where the page's next step, at its end, leads (client/components/next-step.tsx). */
  solution: { solution: Solution; trail: Breadcrumb[]; nextStep: NextStepLinks };
  audience: { audience: Audience; trail: Breadcrumb[]; nextStep: NextStepLinks };
  blog: { blog: Blog; trail: Breadcrumb[]; nextStep: NextStepLinks };
  manual: { manual: Manual; trail: Breadcrumb[]; nextStep: NextStepLinks };
  faqArticle: {
    article: FaqArticle;
    faqPage: SlugRef | null;
    trail: Breadcrumb[];
    nextStep: NextStepLinks;
  };
}
