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
import type { Locale } from "./locales";
import type { SearchAnswer } from "./search";
import type { SellerFinderData } from "./seller-finder";

/** An icon's SVG: `<svg viewBox="0 0 {w} {h}"><path d="{d}"/></svg>` (resolved on the server). */
export interface IconData {
  w: number;
  h: number;
  d: string;
}

export interface MediaFormat {
  name: string;
  url: string;
  width: number;
  height: number;
}

export interface Media {
  url: string;
  name: string;
  alternativeText: string | null;
  caption?: string | null;
  width: number | null;
  height: number | null;
  mime: string;
  ext?: string | null;
  /** Kilobytes. */
  size?: number;
  formats: MediaFormat[];
}

export interface SlugRef {
  id?: string;
  slug: string;
  title?: string;
}

export type CtaColor = "green" | "yellow" | "black" | "white";

export interface Cta {
  label: string;
  color: CtaColor | null;
  fa_class: string | null;
  icon?: IconData | null;
  icon_placement: "left" | "right" | null;
  page: SlugRef | null;
}

export interface TextCta {
  heading: string | null;
  text: string | null;
  cta: Cta | null;
}

export interface MenuChild {
  id: string;
  name: string;
  page: SlugRef | null;
  for_who: SlugRef | null;
  solution: SlugRef | null;
  product: SlugRef | null;
}

export interface MenuItem {
  id: string;
  name: string;
  fa_class: string | null;
  icon?: IconData | null;
  cta: boolean | null;
  url: string | null;
  page: SlugRef | null;
  children: MenuChild[] | null;
}

export interface Menu {
  main: MenuItem[];
  footer: MenuItem[];
  footer_legal: MenuItem[];
  footer_menu_heading: string | null;
}

export interface Contact {
  email_address: string | null;
  phone_number: string | null;
  footer_heading: string | null;
  address_heading: string | null;
  address: string | null;
  linkedin: string | null;
  facebook: string | null;
  instagram: string | null;
  youtube: string | null;
  coc_number: string | null;
  vat_number: string | null;
  iban_number: string | null;
}

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

export interface Banner {
  display: boolean | null;
  heading: string | null;
  text: string | null;
  cta_label: string | null;
  cta_url: string | null;
}

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

export interface Seo {
  meta_title: string | null;
  meta_description: string | null;
  share_image: Media | null;
  no_index: boolean | null;
}

export interface Localization {
  locale: string;
  slug: string;
}

export interface Jumbotron {
  heading: string | null;
  subheading: string | null;
  image: Media | null;
}

export type PageContentBlock =
  | { __typename: "ComponentContentText"; id: string; body: string | null }
  | { __typename: "ComponentContentImage"; id: string; image: Media | null; caption: string | null }
  | {
      __typename: "ComponentContentTextImage";
      id: string;
      heading: string | null;
      text: string | null;
      image: Media | null;
      image_position: string | null;
    }
  | {
      __typename: "ComponentContentCallToAction";
      id: string;
      heading: string | null;
      text: string | null;
      cta: Cta | null;
    }
  | {
      __typename: "ComponentContentProductList";
      id: string;
      heading: string | null;
      products: ProductCard[];
    }
  | { __typename: "Error"; code: string; message: string | null };

export interface Breadcrumb {
  title: string;
  slug: string;
}

export interface Page {
  id: string;
  title: string;
  slug: string;
  jumbotron: Jumbotron | null;
  content: PageContentBlock[];
  /** Ancestors from the top down, from the page's parent chain. */
  ancestors: Breadcrumb[];
  seo: Seo | null;
  localizations: Localization[];
}

export interface ProductCard {
  id: string;
  title: string;
  slug: string;
  subtitle?: string | null;
  short_description?: string | null;
  images?: Media[];
}

export interface SolutionCard {
  id: string;
  title: string;
  slug: string;
  icon_class: string | null;
  icon?: IconData | null;
  intro: string | null;
  image?: Media | null;
  coming_soon: boolean | null;
}

export interface Product extends ProductCard {
  description: string | null;
  images: Media[];
  specifications: { label: string; value: string }[];
  solutions: SolutionCard[];
  manuals: { id: string; title: string; slug: string; intro: string | null }[];
  downloads: DownloadItem[];
  seo: Seo | null;
  localizations: Localization[];
}

export interface Solution extends SolutionCard {
  description: string | null;
  image: Media | null;
  products: ProductCard[];
  seo: Seo | null;
  localizations: Localization[];
}

export interface ForWho extends ForWhoCard {
  description: string | null;
  solutions: SolutionCard[];
  products: ProductCard[];
  seo: Seo | null;
  localizations: Localization[];
}

export interface Blog extends BlogCard {
  content: string | null;
  seo: Seo | null;
  localizations: Localization[];
}

export interface ManualStep {
  id: string;
  title: string;
  text: string | null;
  image: Media | null;
}

export interface Manual extends ManualCard {
  pdf: Media | null;
  steps: ManualStep[];
  products: ProductCard[];
  seo: Seo | null;
  localizations: Localization[];
}

export interface DownloadItem {
  id: string;
  title: string;
  description?: string | null;
  category?: string | null;
  file: Media | null;
}

/** An audience page or a manual as overviews list it. */
export interface RecordCard {
  id: string;
  title: string;
  slug: string;
  intro: string | null;
  image: Media | null;
}

export type ForWhoCard = RecordCard;
export type ManualCard = RecordCard;

export interface BlogCard {
  id: string;
  title: string;
  slug: string;
  type: "blog" | "news";
  date: string;
  author: string | null;
  excerpt: string | null;
  image: Media | null;
}

export interface Pagination {
  page: number;
  pageCount: number;
  total: number;
}

export interface FaqArticleSummary {
  id: string;
  question: string;
  slug: string;
  /** Sanitised HTML. */
  answer: string | null;
}

export interface FaqCategoryGroup {
  id: string;
  name: string;
  slug: string;
  articles: FaqArticleSummary[];
}

export interface FaqArticle extends FaqArticleSummary {
  category: { name: string; slug: string } | null;
  seo: Seo | null;
}

export interface HomeContent {
  featured_slider: { id: string; title: string; image: Media | null }[];
  forwho: {
    heading: string | null;
    text: string | null;
    cta: Cta | null;
    blocks: {
      id: string;
      heading: string | null;
      text: string | null;
      link_text: string | null;
      for_who: SlugRef | null;
    }[];
  } | null;
  solutions: {
    heading: string | null;
    text: string | null;
    cta: Cta | null;
    blocks: {
      id: string;
      icon_class: string | null;
      icon?: IconData | null;
      heading: string | null;
      text: string | null;
      cta_label: string | null;
      coming_soon: boolean | null;
      solution: SlugRef | null;
      page: SlugRef | null;
      blog: SlugRef | null;
      url: string | null;
    }[];
  } | null;
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
