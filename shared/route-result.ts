/**
 * @module A route's answer: the data each view renders (`RouteData`, by view),
 * the head's metadata, the status, and what the worker embeds in a page for the
 * browser to hydrate from. The worker's page kinds produce it, the route-data
 * API returns it, the client renders it.
 */
import type { ContactFormState } from "./contact-form";
import type {
  BlogCard,
  DownloadItem,
  FaqCategoryGroup,
  HomeContent,
  LayoutData,
  NextStepLinks,
  Page,
  Pagination,
} from "./content";
import type { Locale } from "./locales";
import type { Media } from "./media";
import type { ListedCards, RECORD_CONTENT, RecordPageData } from "./record-kinds";
import type { Route } from "./routes";
import type { SearchAnswer } from "./search";
import type { SellerFinderData } from "./seller-finder";

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
  | {
      view: "home";
      home: HomeContent | null;
      /** The products overview's slug: the featured products end with a link to all of them. */
      allProducts: string | null;
    }
  | {
      view: "page" | "trees_for_all";
      page: Page;
      /** Where the page's next step leads, at its end (client/components/next-step.tsx). */
      nextStep: NextStepLinks;
    }
  | {
      view: "contact";
      page: Page;
      /** What its form needs (worker/contact/form-state.ts). */
      contactForm?: ContactFormState;
    }
  /** The page settings name as installer_map: its content plus the seller finder. */
  | { view: "installer_map"; page: Page; finder: SellerFinderData }
  /** A kind's overview of cards: its page link is its view (record-kinds.ts, `ListedCards`). */
  | {
      [K in keyof ListedCards]: {
        view: (typeof RECORD_CONTENT)[K]["overview"];
        page: Page;
      } & ListedCards[K] & {
          pagination: Pagination;
        };
    }[keyof ListedCards]
  | {
      view: "blogs";
      page: Page;
      blogs: BlogCard[];
      pagination: Pagination;
      type: "blog" | "news" | null;
    }
  | { view: "downloads"; page: Page; downloads: DownloadItem[]; pagination: Pagination }
  | { view: "faq"; page: Page; categories: FaqCategoryGroup[] }
  /** A record's page: its kind is its view (record-kinds.ts states what it renders). */
  | { [K in keyof RecordPageData]: { view: K } & RecordPageData[K] }[keyof RecordPageData]
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
  | ({
      status: 200;
      path: string;
      locale: Locale;
      /** The route the path resolved to: the browser does not parse the path again. */
      route: Route;
      data: RouteData;
      meta: PageMeta;
      /** The path of this page in each locale it exists in (the current one included). */
      alternates: Partial<Record<Locale, string>>;
    } & Hyphenated)
  /**
   * A redirect: a non-canonical form of the path, a moved page, or a redirect the
   * site keeps (worker/redirects/); `temporary`: answered 302 instead of 301.
   */
  | { status: 301; path: string; locale: Locale; location: string; temporary?: boolean }
  /** `route`: what the path would have been (null when it is no address of the site). */
  | ({ status: 404; path: string; locale: Locale; route: Route | null } & Hyphenated)
  | ({ status: 500 | 503; path: string; locale: Locale; route: Route } & Hyphenated);

/**
 * What a page shows beside its data: the long words of its view and its menus,
 * and its texts kept together.
 */
interface Hyphenated {
  /**
   * Each word with soft hyphens at its syllables, and each text the rule changes
   * with its no-break spaces (shared/hyphens.ts). The worker always sends it; an
   * answer a browser kept from before it did lacks it.
   */
  hyphenated?: string[];
}

/** What the worker embeds in the page for the browser to hydrate from. */
export interface Bootstrap {
  result: RouteResult;
  /** Menu and settings of the page's locale; null when the content service failed. */
  layout: LayoutData | null;
  /** The footer's year, fixed by the server so that hydration matches. */
  year: number;
  /** The request's query string without "?" (listings read their filters from it). */
  search: string;
  /**
   * Public settings the browser needs, the same for every visitor: the tag manager,
   * and whether the map's third party (Mapbox) is configured; with either, the
   * browser asks for consent before it loads anything from them.
   */
  config: { tagManagerId?: string; map?: boolean };
  /** An editor's preview: drafts are shown, with the preview marker and its sign-out. */
  preview?: boolean;
  /**
   * The first page keeps the server's HTML: the browser hydrates its layout and
   * islands only, and the app with the first navigation (client/views/modules.ts).
   */
  kept?: true;
  /**
   * A kept first page's islands and the texts they show, which it requests once it
   * has hydrated (client/site/islands.tsx): named here so that a manual saved for
   * reading offline keeps them with the page (client/sw.ts).
   */
  islands?: string[];
}
