/**
 * @module The kinds of record with a page of their own, each declared once, as
 * both the worker and the browser need it: where its pages live (its word in the
 * path, in every locale), the page that lists it, the kinds of search result its
 * records give, and the data its page renders. The route table (routes.ts), the
 * views (views.ts), a route's answer (route-result.ts) and the search's kinds
 * (search.ts) are read from here. The worker's table of kinds
 * (worker/pages/records.ts: loader, content model, sitemap, search documents,
 * structured data) and the browser's views (client/views/index.ts) refuse to
 * compile until they know a kind added here.
 */
import type {
  Audience,
  Blog,
  Breadcrumb,
  FaqArticle,
  Manual,
  PageLinkKind,
  Product,
  SiteSettings,
  SlugRef,
  Solution,
} from "./content";
import type { Locale } from "./locales";

/** Where a kind's pages live. */
type RecordKindDeclaration =
  /** A CMS page: `/{locale}/{slug}`. */
  | { path: "slug"; search: readonly string[] }
  /** `/{locale}/{segment}/{slug}`, the segment in every locale. */
  | {
      path: "segment";
      segment: Record<Locale, string>;
      overview: PageLinkKind;
      search: readonly string[];
    }
  /**
   * `/{locale}/{segment}/{category slug}/{slug}`. The segment is a word of the
   * route table, not a CMS slug: the overview is whichever page the settings
   * link (the seed gives it this word as its slug, so the overview and its
   * records share a path; when an editor renames it, this word redirects to it,
   * worker/pages/page.ts).
   */
  | {
      path: "category";
      segment: Record<Locale, string>;
      overview: PageLinkKind;
      search: readonly string[];
    };

/**
 * Every kind of record with a page, in the order of the sitemap index. `overview`:
 * the settings' page link whose page lists the kind; a record's breadcrumbs lead
 * there, and that page's own path may be the kind's segment (`/produkte` over
 * `/produkte/…`). `search`: the kinds of search result its records give (a
 * manual gives its steps too, a blog its news).
 */
export const RECORD_KIND_DECLARATIONS = {
  page: { path: "slug", search: ["page"] },
  product: {
    path: "segment",
    segment: {
      en: "products",
      "en-US": "products",
      de: "produkte",
      es: "productos",
      fr: "produits",
      it: "prodotti",
      nl: "producten",
      sv: "produkter",
    },
    overview: "products",
    search: ["product"],
  },
  solution: {
    path: "segment",
    segment: {
      en: "solutions",
      "en-US": "solutions",
      de: "loesungen",
      es: "soluciones",
      fr: "solutions",
      it: "soluzioni",
      nl: "oplossingen",
      sv: "losningar",
    },
    overview: "solutions",
    search: ["solution"],
  },
  audience: {
    path: "segment",
    segment: {
      en: "for-whom",
      "en-US": "for-whom",
      de: "fuer-wen",
      es: "para-quien",
      fr: "pour-qui",
      it: "per-chi",
      nl: "voor-wie",
      sv: "foer-vem",
    },
    overview: "for_who",
    search: ["audience"],
  },
  blog: {
    path: "segment",
    segment: {
      en: "blogs",
      "en-US": "blogs",
      de: "blogs",
      es: "blogs",
      fr: "blogs",
      it: "blogs",
      nl: "blogs",
      sv: "blogs",
    },
    overview: "blogs",
    search: ["blog", "news"],
  },
  manual: {
    path: "segment",
    segment: {
      en: "manuals",
      "en-US": "manuals",
      de: "anleitungen",
      es: "manuales",
      fr: "manuels",
      it: "manuali",
      nl: "handleidingen",
      sv: "manualer",
    },
    overview: "manuals",
    search: ["manual", "manualStep"],
  },
  faqArticle: {
    path: "category",
    segment: {
      en: "faq",
      "en-US": "faq",
      nl: "veelgestelde-vragen",
      de: "haeufige-fragen",
      es: "preguntas-frecuentes",
      fr: "questions-frequentes",
      it: "domande-frequenti",
      sv: "vanliga-fragor",
    },
    overview: "faq",
    search: ["faq"],
  },
} as const satisfies Record<string, RecordKindDeclaration>;

type Declared = typeof RECORD_KIND_DECLARATIONS;

/** Every kind of record with a page of its own. */
export type RecordPageKind = keyof Declared;

/** The kinds whose pages live at `/{locale}/{segment}/{slug}`. */
export type SegmentKind = {
  [K in RecordPageKind]: Declared[K] extends { path: "segment" } ? K : never;
}[RecordPageKind];

/** The kinds of search result the records give. */
export type RecordSearchKind = Declared[RecordPageKind]["search"][number];

/**
 * Each kind's model in the content service: its name in webhooks and in Strapi's
 * `api::<name>.<name>` uid, and the GraphQL field its records are read through.
 * Only the worker reads it (worker/content/models.ts), so it stands apart from
 * the declarations above, which the browser's bundle carries.
 */
export const RECORD_MODELS = {
  page: { model: "page", field: "pages" },
  product: { model: "product", field: "products" },
  solution: { model: "solution", field: "solutions" },
  audience: { model: "for-who", field: "forWhos" },
  blog: { model: "blog", field: "blogs" },
  manual: { model: "manual", field: "manuals" },
  faqArticle: { model: "faq-article", field: "faqArticles" },
} as const satisfies Record<RecordPageKind, { model: string; field: string }>;

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
    pageLinks: Pick<SiteSettings["page_links"], "installer_map" | "contact">;
    trail: Breadcrumb[];
  };
  solution: { solution: Solution; trail: Breadcrumb[] };
  audience: { audience: Audience; trail: Breadcrumb[] };
  blog: { blog: Blog; trail: Breadcrumb[] };
  manual: { manual: Manual; trail: Breadcrumb[] };
  faqArticle: { article: FaqArticle; faqPage: SlugRef | null; trail: Breadcrumb[] };
}
