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

/** A menu item as the content service has it. */
export type MenuEntry = ItemOf<MenuRecord["main"]>;
/** A child of a menu item as the content service has it. */
export type MenuEntryChild = ItemOf<MenuEntry["children"]>;
/**
 * A menu item's child with where it leads, built by the worker with the one
 * route table (shared/menu-links.ts), so that the browser's header needs no copy
 * of it: null when it leads nowhere.
 */
export type MenuChild = MenuEntryChild & { href: string | null };
/** A menu item with where it leads (`href`, as its children's) and its URL made safe. */
export type MenuItem = Omit<MenuEntry, "children"> & {
  href: string | null;
  children: MenuChild[] | null;
};

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
  /** The title of each of those pages: the breadcrumb of the records listed under it. */
  page_titles: Partial<Record<PageLinkKind, string>>;
  banner: Banner | null;
  /** The company behind the site: the first line of the contact's address. */
  company: string | null;
}

/**
 * The slugs of the pages a visitor goes on to from a page about products: the
 * seller finder ("Where to buy") and the contact form, as settings link them.
 */
export type NextStepLinks = Pick<SiteSettings["page_links"], "installer_map" | "contact">;

/** Menu and settings: what every page's layout needs, per locale. */
export interface LayoutData {
  locale: Locale;
  menu: Menu;
  settings: SiteSettings;
  /** Where the header's logo and "Where to buy" lead (null: no seller finder page is set). */
  paths: { home: string; installerMap: string | null };
}

export type Seo = NonNullable<ProductRecord["seo"]>;

export type Localization = ItemOf<ProductRecord["localizations"]>;

export type Jumbotron = NonNullable<PageRecord["jumbotron"]>;

/** A block of a page's dynamic zone; its markdown fields (`body`, `text`) are HTML. */
export type PageContentBlock = ItemOf<PageRecord["content"]>;

/** An ancestor of a page in the breadcrumbs: a CMS page, by its title and slug. */
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
export type AudienceCard = RecordOf<ForWhosQuery["forWhos"]>;
export type ManualCard = RecordOf<ManualsQuery["manuals"]>;
/** An audience page or a manual as overviews list it. */
export type RecordCard = AudienceCard | ManualCard;
export type BlogCard = RecordOf<BlogsQuery["blogs"]>;
export type DownloadItem = RecordOf<DownloadsQuery["downloads"]>;

/**
 * A product's page: `description` is HTML. Its `datasheet` is asked for with the
 * downloads page's fields, so it is a download as that page shows one; null when
 * the product names none in this locale.
 */
export type Product = WithLists<
  Omit<ProductRecord, "datasheet">,
  "images" | "specifications" | "solutions" | "manuals" | "downloads" | "localizations"
> & { datasheet: DownloadItem | null };

/** A solution's page: `description` is HTML. */
export type Solution = WithLists<
  RecordOf<SolutionQuery["solutions"]>,
  "products" | "localizations"
>;

/** An audience's page: `description` is HTML. */
export type Audience = WithLists<
  RecordOf<ForWhoQuery["forWhos"]>,
  "solutions" | "products" | "localizations"
>;

/** A blog or news article: `content` is HTML. */
export type Blog = WithLists<RecordOf<BlogQuery["blogs"]>, "localizations">;

/**
 * A manual's step: `text` is HTML; `lead` is its start as plain text, for the
 * manual's first page, which lists the steps.
 */
export type ManualStep = ItemOf<ManualRecord["steps"]> & { lead: string | null };

/** A manual's page. */
export type Manual = Omit<
  WithLists<ManualRecord, "steps" | "products" | "localizations">,
  "steps"
> & { steps: ManualStep[] };

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
  /** The products the home page shows; null without any. */
  products: { heading: string | null; products: ItemOf<HomeProducts["products"]>[] } | null;
}

type HomeProducts = NonNullable<HomeRecord["products"]>;
