/**
 * @module Content as the site uses it: the content service's answers with the
 * Strapi `data { id attributes }` wrapping removed and media URLs made site paths
 * (see worker/content/normalize.ts). The worker's loaders produce these shapes and
 * the client renders them, so both sides import these types.
 *
 * Markdown fields (the schema's "(markdown)" fields) arrive here as sanitised HTML,
 * rendered by the worker; a Font Awesome class (`fa_class`, `icon_class`) comes with
 * its resolved `icon`.
 */
import type { ContactFormState } from "./contact-form";
import type {
  BlogQuery,
  BlogsQuery,
  DownloadsQuery,
  FaqArticleQuery,
  FaqQuery,
  ForWhoQuery,
  ForWhosQuery,
  ManualQuery,
  ManualsQuery,
  MenuQuery,
  PageQuery,
  ProductQuery,
  ProductsQuery,
  SettingsContentSectionQuery,
  SettingsQuery,
  SolutionQuery,
  SolutionsQuery,
} from "./content-operations.generated";
import type { ItemOf, RecordOf, WithLists } from "./flattened";
import type { Locale } from "./locales";
import type { Media } from "./media";
import type { SearchAnswer } from "./search";
import type { SellerFinderData } from "./seller-finder";

export type { IconData, Media, MediaFormat } from "./media";

export interface SlugRef {
  id?: string;
  slug: string;
  title?: string;
}

// The records below are the content service's answers as the worker flattens
// them (shared/flattened.ts), computed from the types generated from each query
// (content-operations.generated.ts, `npm run codegen`): a field the query does
// not ask for cannot be read, and a query that changes changes them. Where the
// site's shape differs (markdown rendered to HTML, lists never null, links made
// slugs), the type says so as a change of the generated one.

type HomeRecord = RecordOf<SettingsContentSectionQuery["settingsContentSection"]>;
type MenuRecord = RecordOf<MenuQuery["menu"]>;
type SettingsRecord = RecordOf<SettingsQuery["setting"]>;
type PageRecord = RecordOf<PageQuery["pages"]>;
type ProductRecord = RecordOf<ProductQuery["products"]>;
type ManualRecord = RecordOf<ManualQuery["manuals"]>;
type FaqListArticle = RecordOf<FaqQuery["faqArticles"]>;
type FaqArticleRecord = RecordOf<FaqArticleQuery["faqArticles"]>;

/** A call to action; its `icon` is resolved from `fa_class`. */
export type Cta = NonNullable<TextCta["cta"]>;
export type CtaColor = NonNullable<Cta["color"]>;
/** A heading, a text (HTML) and a call to action. */
export type TextCta = NonNullable<HomeRecord["contact_text_cta"]>;

export type MenuItem = ItemOf<MenuRecord["main"]>;
export type MenuChild = ItemOf<MenuItem["children"]>;

/** The menus, each a list (empty when the content service has none); URLs made safe. */
export interface Menu {
  main: MenuItem[];
  footer: MenuItem[];
  footer_legal: MenuItem[];
  footer_menu_heading: MenuRecord["footer_menu_heading"];
}

/** Contact details; `address` is HTML and the social links are made safe. */
export type Contact = NonNullable<SettingsRecord["contact"]>;

export const PAGE_LINK_KINDS = [
  "blogs",
  "manuals",
  "solutions",
  "for_who",
  "contact",
  "faq",
  "downloads",
  "products",
  "installer_map",
  "trees_for_all",
] as const;
export type PageLinkKind = (typeof PAGE_LINK_KINDS)[number];

export type Banner = NonNullable<SettingsRecord["banner"]>;

export interface SiteSettings {
  contact: Contact | null;
  /** The slug of the page that plays each role, in this locale. */
  page_links: Partial<Record<PageLinkKind, string>>;
  banner: Banner | null;
}

/** Menu and settings: what every page's layout needs, per locale. */
export interface LayoutData {
  locale: Locale;
  menu: Menu;
  settings: SiteSettings;
}

export type Seo = NonNullable<ProductRecord["seo"]>;

export type Localization = ItemOf<ProductRecord["localizations"]>;

export type Jumbotron = NonNullable<PageRecord["jumbotron"]>;

/** A block of a page's dynamic zone; its markdown fields (`body`, `text`) are HTML. */
export type PageContentBlock = ItemOf<PageRecord["content"]>;

export interface Breadcrumb {
  title: string;
  slug: string;
}

/** A page: its record, with its parents as ancestors. */
export type Page = WithLists<Omit<PageRecord, "parent">, "content" | "localizations"> & {
  /** Ancestors from the top down, from the page's parent chain. */
  ancestors: Breadcrumb[];
};

export type ProductCard = RecordOf<ProductsQuery["products"]>;
export type SolutionCard = RecordOf<SolutionsQuery["solutions"]>;
export type ForWhoCard = RecordOf<ForWhosQuery["forWhos"]>;
export type ManualCard = RecordOf<ManualsQuery["manuals"]>;
/** An audience page or a manual as overviews list it. */
export type RecordCard = ForWhoCard | ManualCard;
export type BlogCard = RecordOf<BlogsQuery["blogs"]>;
export type DownloadItem = RecordOf<DownloadsQuery["downloads"]>;

/** A product's page: `description` is HTML. */
export type Product = WithLists<
  ProductRecord,
  "images" | "specifications" | "solutions" | "manuals" | "downloads" | "localizations"
>;

/** A solution's page: `description` is HTML. */
export type Solution = WithLists<
  RecordOf<SolutionQuery["solutions"]>,
  "products" | "localizations"
>;

/** An audience's page: `description` is HTML. */
export type ForWho = WithLists<
  RecordOf<ForWhoQuery["forWhos"]>,
  "solutions" | "products" | "localizations"
>;

/** A blog or news article: `content` is HTML. */
export type Blog = WithLists<RecordOf<BlogQuery["blogs"]>, "localizations">;

/** A manual's step: `text` is HTML. */
export type ManualStep = ItemOf<ManualRecord["steps"]>;

/** A manual's page. */
export type Manual = WithLists<ManualRecord, "steps" | "products" | "localizations">;

export interface Pagination {
  page: number;
  pageCount: number;
  total: number;
}

/** An FAQ article in its category's list: `answer` is HTML. */
export type FaqArticleSummary = Pick<FaqListArticle, "id" | "question" | "slug" | "answer">;

export type FaqCategoryGroup = RecordOf<FaqQuery["faqCategories"]> & {
  articles: FaqArticleSummary[];
};

/** An FAQ article's page: `answer` is HTML. */
export type FaqArticle = Pick<FaqArticleRecord, "id" | "question" | "slug" | "answer" | "seo"> & {
  category: Pick<NonNullable<FaqArticleRecord["faq_category"]>, "name" | "slug"> | null;
};

type HomeSection<K extends "forwho" | "solutions"> = NonNullable<HomeRecord[K]>;
type WithBlocks<K extends "forwho" | "solutions"> = Omit<HomeSection<K>, "blocks"> & {
  blocks: ItemOf<HomeSection<K>["blocks"]>[];
};

/** The home page's sections: texts are HTML, lists never null, block URLs made safe. */
export interface HomeContent {
  featured_slider: ItemOf<HomeRecord["featured_slider"]>[];
  forwho: WithBlocks<"forwho"> | null;
  solutions: WithBlocks<"solutions"> | null;
  contact_text_cta: TextCta | null;
  did_no_find_what_you_were_looking_for: TextCta | null;
}

export type { View } from "./views";

/** Per page: the metadata the document head needs. */
export interface PageMeta {
  title: string;
  description: string | null;
  noIndex: boolean;
  image: Media | null;
  /** A page of an overview: its own URL (with `?page=`) and its neighbours', for the head's links. */
  pages?: { canonical: string; prev: string | null; next: string | null };
}

/** Everything a route needs to render; the worker embeds it, the route-data API returns it. */
export type RouteData =
  | { view: "home"; home: HomeContent | null }
  | {
      view: "page" | "contact" | "trees_for_all";
      page: Page;
      /** Only in the contact view: what its form needs (worker/contact/form-state.ts). */
      contactForm?: ContactFormState;
    }
  /** The page settings name as installer_map: its content plus the seller finder. */
  | { view: "installer_map"; page: Page; finder: SellerFinderData }
  | { view: "products"; page: Page; products: ProductCard[]; pagination: Pagination }
  | { view: "solutions"; page: Page; solutions: SolutionCard[]; pagination: Pagination }
  | { view: "for_who"; page: Page; forWhos: ForWhoCard[]; pagination: Pagination }
  | { view: "manuals"; page: Page; manuals: ManualCard[]; pagination: Pagination }
  | {
      view: "blogs";
      page: Page;
      blogs: BlogCard[];
      pagination: Pagination;
      type: "blog" | "news" | null;
    }
  | { view: "downloads"; page: Page; downloads: DownloadItem[]; pagination: Pagination }
  | { view: "faq"; page: Page; categories: FaqCategoryGroup[] }
  | { view: "faqArticle"; article: FaqArticle; faqPage: SlugRef | null }
  | {
      view: "product";
      product: Product;
      /** The slugs of the pages its actions lead to: "Where to buy" and the contact form. */
      pageLinks: Pick<SiteSettings["page_links"], "installer_map" | "contact">;
    }
  | { view: "solution"; solution: Solution }
  | { view: "forWho"; forWho: ForWho }
  | { view: "blog"; blog: Blog }
  | { view: "manual"; manual: Manual }
  /** The search page: the query as searched (cleaned) and its answer. */
  | {
      view: "search";
      query: string;
      answer: SearchAnswer;
      /** Where a search that found nothing sends the visitor on: the FAQ and the contact page. */
      links: Partial<Record<"faq" | "contact", string>>;
    };

/** The answer of a route: found, not found, or a failure the visitor sees as an error page. */
export type RouteResult =
  | {
      status: 200;
      path: string;
      locale: Locale;
      data: RouteData;
      meta: PageMeta;
      /** The path of this page in each locale it exists in (the current one included). */
      alternates: Partial<Record<Locale, string>>;
    }
  | { status: 301; path: string; locale: Locale; location: string }
  | { status: 404; path: string; locale: Locale }
  | { status: 500 | 503; path: string; locale: Locale };

/** What the worker embeds in the page for the browser to hydrate from. */
export interface Bootstrap {
  result: RouteResult;
  /** Menu and settings of the page's locale; null when the content service failed. */
  layout: LayoutData | null;
  /** The footer's year, fixed by the server so that hydration matches. */
  year: number;
  /** The request's query string without "?" (listings read their filters from it). */
  search: string;
  /** Public settings the browser needs. */
  config: { tagManagerId?: string };
  /** An editor's preview: drafts are shown, with the preview marker and its sign-out. */
  preview?: boolean;
}
