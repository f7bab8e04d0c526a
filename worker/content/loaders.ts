/**
 * @module Route loaders: what each route needs from the content layer, flattened
 * into the shapes of shared/content.ts. The HTML renderer and the route-data API
 * call the same loaders, so both see the same data through the same cache.
 */
import type {
  Blog,
  DownloadItem,
  FaqArticle,
  FaqCategoryGroup,
  ForWho,
  ForWhoCard,
  HomeContent,
  LayoutData,
  Localization,
  Manual,
  ManualCard,
  Menu,
  Page,
  PageLinkKind,
  PageMeta,
  Product,
  ProductCard,
  RouteData,
  Seo,
  SiteSettings,
  Solution,
  SolutionCard,
} from "../../shared/content";
import { PAGE_LINK_KINDS } from "../../shared/content";
import type {
  FaqArticleQuery,
  FaqQuery,
  MenuQuery,
  PageQuery,
  SettingsContentSectionQuery,
  SettingsQuery,
} from "../../shared/content-operations.generated";
import type { RecordOf } from "../../shared/flattened";
import { listingPage, listingPageFromSearch, listingPageHref } from "../../shared/listing-pages";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { buildPath, type Route, routeInLocale } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";
import { filtersFromSearch, pageFromSearch, placeFromSearch } from "../../shared/seller-finder";
import type { ContentLayer } from "./cache";
import { derived } from "./derived";
import type { Operation } from "./graphql-client";
import { resolveIcon } from "./icons";
import { markdownToHtml } from "./markdown";
import { normalize } from "./normalize";
import {
  BLOG,
  BLOGS,
  DOWNLOADS,
  FAQ,
  FAQ_ARTICLE,
  FOR_WHO,
  FOR_WHOS,
  MANUAL,
  MANUALS,
  MENU,
  PAGE,
  PRODUCT,
  PRODUCTS,
  SETTINGS,
  SETTINGS_CONTENT_SECTION,
  SOLUTION,
  SOLUTIONS,
} from "./queries";
import { createSellerFinder, loadSellerFinder } from "./seller-finder";

/** A record's body sits right below the record's title, the page's h1. */
const BELOW_TITLE = { below: 1 };

export interface LoadedRoute {
  data: RouteData;
  meta: PageMeta;
  alternates: Partial<Record<Locale, string>>;
}

export interface Loaders {
  layout(locale: Locale): Promise<LayoutData>;
  /** `search`: the request's query; only the seller finder's page reads it (its filters). */
  route(route: Route, layout: LayoutData, search?: URLSearchParams): Promise<LoadedRoute | null>;
  /**
   * A published product of this locale by slug, from the locale's product listing
   * (one cached answer per locale, so a slug nobody publishes costs no KV write).
   */
  productCard(locale: Locale, slug: string): Promise<ProductCard | null>;
}

export interface LoaderOptions {
  /** The public Mapbox token the finder's map uses; unset: no map. */
  mapboxToken?: string;
}

export function createLoaders(
  content: ContentLayer,
  mediaOrigin: string | undefined,
  options: LoaderOptions = {},
): Loaders {
  const flat = <Answer>(raw: Answer) => normalize(raw, { mediaOrigin, resolveIcon });

  async function single<TData, F extends keyof TData>(
    op: Operation<TData, { locale?: string | null }>,
    field: F,
    locale: Locale,
  ) {
    const answer = await content.query(op, { locale });
    return flat(answer[field] ?? null);
  }

  /** The records with this slug in this locale: an empty list means not found. */
  async function bySlug<TData, F extends keyof TData>(
    op: Operation<TData, { locale?: string | null; slug: string }>,
    field: F,
    route: Route & { slug: string },
  ) {
    const answer = await content.query(op, { locale: route.locale, slug: route.slug });
    return flat(answer[field] ?? null);
  }

  /**
   * A page that settings give a role gets that role's listing with it: an
   * overview one page of its whole list (`?page=`), the library a page as the
   * content service pages it. Null for a page past the end.
   */
  async function roleData(
    view: "page" | Exclude<PageLinkKind, "installer_map">,
    page: Page,
    locale: Locale,
    search: URLSearchParams,
  ): Promise<RouteData | null> {
    const pageNumber = listingPageFromSearch(search);
    switch (view) {
      case "products": {
        const answer = await content.query(PRODUCTS, { locale });
        const products: ProductCard[] = flat(answer.products) ?? [];
        const list = listingPage(products, pageNumber);
        return list && { view, page, products: list.items, pagination: list.pagination };
      }
      case "solutions": {
        const answer = await content.query(SOLUTIONS, { locale });
        const solutions: SolutionCard[] = flat(answer.solutions) ?? [];
        const list = listingPage(solutions, pageNumber);
        return list && { view, page, solutions: list.items, pagination: list.pagination };
      }
      case "for_who": {
        const answer = await content.query(FOR_WHOS, { locale });
        const forWhos: ForWhoCard[] = flat(answer.forWhos) ?? [];
        const list = listingPage(forWhos, pageNumber);
        return list && { view, page, forWhos: list.items, pagination: list.pagination };
      }
      case "manuals": {
        const answer = await content.query(MANUALS, { locale });
        const manuals: ManualCard[] = flat(answer.manuals) ?? [];
        const list = listingPage(manuals, pageNumber);
        return list && { view, page, manuals: list.items, pagination: list.pagination };
      }
      case "blogs": {
        const type =
          search.get("type") === "news" ? "news" : search.get("type") === "blog" ? "blog" : null;
        const answer = await content.query(BLOGS, {
          locale,
          types: type ? [type] : ["blog", "news"],
          page: pageNumber,
          pageSize: LIBRARY_PAGE_SIZE,
        });
        const meta = answer.blogs?.meta.pagination;
        const pageCount = Math.max(1, meta?.pageCount ?? 1);
        if (pageNumber > pageCount) return null;
        return {
          view,
          page,
          type,
          blogs: flat(answer.blogs) ?? [],
          pagination: { page: meta?.page ?? pageNumber, pageCount, total: meta?.total ?? 0 },
        };
      }
      case "downloads": {
        const answer = await content.query(DOWNLOADS, { locale });
        const downloads: DownloadItem[] = flat(answer.downloads) ?? [];
        const list = listingPage(downloads, pageNumber);
        return list && { view, page, downloads: list.items, pagination: list.pagination };
      }
      case "faq": {
        const answer = await content.query(FAQ, { locale });
        return { view, page, categories: derived(answer, "faq", faqCategories) };
      }
      default:
        return { view, page };
    }
  }

  /** The FAQ's categories, each with its articles' answers rendered. */
  function faqCategories(answer: FaqQuery): FaqCategoryGroup[] {
    const categories = flat(answer.faqCategories) ?? [];
    const articles = flat(answer.faqArticles) ?? [];
    return categories.map((category) => ({
      ...category,
      articles: articles
        .filter((article) => article.faq_category?.slug === category.slug)
        .map((article) => ({
          id: article.id,
          question: article.question,
          slug: article.slug,
          answer: markdownToHtml(article.answer),
        })),
    }));
  }

  return {
    async layout(locale) {
      const [menu, settings] = await Promise.all([
        single(MENU, "menu", locale),
        single(SETTINGS, "setting", locale),
      ]);
      return {
        locale,
        menu: derived(menu, "menu", toMenu),
        settings: derived(settings, "settings", toSettings),
      };
    },

    async productCard(locale, slug) {
      const answer = await content.query(PRODUCTS, { locale });
      const products: ProductCard[] = flat(answer.products) ?? [];
      return products.find((product) => product.slug === slug) ?? null;
    },

    async route(route, layout, search = new URLSearchParams()) {
      switch (route.kind) {
        case "home": {
          const home = await single(
            SETTINGS_CONTENT_SECTION,
            "settingsContentSection",
            route.locale,
          );
          const firstSlide = home?.featured_slider?.[0];
          return {
            data: { view: "home", home: home ? derived(home, "home", homeWithHtml) : null },
            meta: {
              title: firstSlide?.title ?? "",
              description: plain(home?.forwho?.text),
              noIndex: false,
              image: firstSlide?.image ?? null,
            },
            alternates: Object.fromEntries(
              LOCALES.map((locale) => [locale, buildPath({ kind: "home", locale })]),
            ),
          };
        }
        case "page": {
          const page = first(await bySlug(PAGE, "pages", route));
          if (!page) return null;
          const view = pageRole(page.slug, layout.settings);
          const data: RouteData | null =
            view === "installer_map"
              ? {
                  view,
                  page: derived(page, "page", toPage),
                  finder: await loadSellerFinder(
                    createSellerFinder(content),
                    route.locale,
                    filtersFromSearch(search),
                    options.mapboxToken,
                    pageFromSearch(search),
                    placeFromSearch(search),
                  ),
                }
              : await roleData(view, derived(page, "page", toPage), route.locale, search);
          if (!data) return null;
          const loaded = found(route, data, page, page.title, page.jumbotron?.subheading);
          if ("pagination" in data) {
            const { page: current, pageCount } = data.pagination;
            const params = { type: data.view === "blogs" ? data.type : null };
            const href = (number: number) => listingPageHref(buildPath(route), number, params);
            loaded.meta.pages = {
              canonical: href(current),
              prev: current > 1 ? href(current - 1) : null,
              next: current < pageCount ? href(current + 1) : null,
            };
            // Later pages are reachable (their links are followed) but not indexed.
            if (current > 1) loaded.meta.noIndex = true;
          }
          return loaded;
        }
        case "product": {
          const product = first(await bySlug(PRODUCT, "products", route));
          if (!product) return null;
          const full: Product = derived(product, "product", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
            images: record.images ?? [],
            specifications: record.specifications ?? [],
            solutions: record.solutions ?? [],
            manuals: record.manuals ?? [],
            downloads: record.downloads ?? [],
            localizations: record.localizations ?? [],
          }));
          const { installer_map, contact } = layout.settings.page_links;
          return found(
            route,
            { view: "product", product: full, pageLinks: { installer_map, contact } },
            product,
            product.title,
            product.short_description,
          );
        }
        case "solution": {
          const solution = first(await bySlug(SOLUTION, "solutions", route));
          if (!solution) return null;
          const full: Solution = derived(solution, "solution", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
            products: record.products ?? [],
            localizations: record.localizations ?? [],
          }));
          return found(
            route,
            { view: "solution", solution: full },
            solution,
            solution.title,
            solution.intro,
          );
        }
        case "forWho": {
          const forWho = first(await bySlug(FOR_WHO, "forWhos", route));
          if (!forWho) return null;
          const full: ForWho = derived(forWho, "forWho", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
            solutions: record.solutions ?? [],
            products: record.products ?? [],
            localizations: record.localizations ?? [],
          }));
          return found(route, { view: "forWho", forWho: full }, forWho, forWho.title, forWho.intro);
        }
        case "blog": {
          const blog = first(await bySlug(BLOG, "blogs", route));
          if (!blog) return null;
          const full: Blog = derived(blog, "blog", (record) => ({
            ...record,
            content: markdownToHtml(record.content, BELOW_TITLE),
            localizations: record.localizations ?? [],
          }));
          return found(route, { view: "blog", blog: full }, blog, blog.title, blog.excerpt);
        }
        // The search page reads the search index, not the content (worker/search/page.ts).
        case "search":
          return null;
        case "faqArticle": {
          const answer = await content.query(FAQ_ARTICLE, {
            locale: route.locale,
            slug: route.slug,
            category: route.category,
          });
          const article = first(flat(answer.faqArticles));
          if (!article) return null;
          const full: FaqArticle = {
            id: article.id,
            question: article.question,
            slug: article.slug,
            answer: markdownToHtml(article.answer),
            category: article.faq_category
              ? { name: article.faq_category.name, slug: article.faq_category.slug }
              : null,
            seo: article.seo ?? null,
          };
          const faqSlug = layout.settings.page_links.faq;
          const loaded = found(
            route,
            { view: "faqArticle", article: full, faqPage: faqSlug ? { slug: faqSlug } : null },
            { slug: article.slug, seo: article.seo, localizations: [] },
            article.question,
            article.answer,
          );
          loaded.alternates = faqAlternates(route, article);
          return loaded;
        }
        case "manual": {
          const manual = first(await bySlug(MANUAL, "manuals", route));
          if (!manual) return null;
          const full: Manual = derived(manual, "manual", (record) => ({
            ...record,
            steps: (record.steps ?? []).map((step) => ({
              ...step,
              text: markdownToHtml(step.text),
            })),
            products: record.products ?? [],
            localizations: record.localizations ?? [],
          }));
          return found(route, { view: "manual", manual: full }, manual, manual.title, manual.intro);
        }
      }
    },
  };
}

/** The first record of a list that holds at most one (a query by slug), or null. */
function first<T>(list: readonly T[] | null): T | null {
  return list?.[0] ?? null;
}

/** Blogs and news per page of the library. */
export const LIBRARY_PAGE_SIZE = 6;

type FaqArticleRecord = RecordOf<FaqArticleQuery["faqArticles"]>;

/** An FAQ article's alternates need its category's slug in each locale too. */
function faqAlternates(route: Route, article: FaqArticleRecord): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = { [route.locale]: buildPath(route) };
  for (const localization of article.localizations ?? []) {
    const category = localization.faq_category?.slug;
    if (!isLocale(localization.locale) || !localization.slug || !category) continue;
    const other = routeInLocale(route, localization.locale, localization.slug, category);
    if (other) alternates[localization.locale] = buildPath(other);
  }
  return alternates;
}

interface Translated {
  slug: string;
  seo?: Seo | null;
  localizations?: Localization[] | null;
}

function found(
  route: Route,
  data: RouteData,
  record: Translated,
  title: string,
  fallbackDescription: string | null | undefined,
): LoadedRoute {
  return {
    data,
    meta: {
      title: record.seo?.meta_title || title,
      description: record.seo?.meta_description || plain(fallbackDescription),
      noIndex: Boolean(record.seo?.no_index),
      image: record.seo?.share_image ?? null,
    },
    alternates: alternatesOf(route, record),
  };
}

/**
 * The record's path in each locale it exists in: its own plus its localizations
 * with a slug. Locales without a translation are left out, never guessed.
 */
export function alternatesOf(route: Route, record: Translated): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = { [route.locale]: buildPath(route) };
  for (const localization of record.localizations ?? []) {
    if (
      !isLocale(localization.locale) ||
      !localization.slug ||
      localization.locale === route.locale
    )
      continue;
    const other = routeInLocale(route, localization.locale, localization.slug);
    if (other) alternates[localization.locale] = buildPath(other);
  }
  return alternates;
}

/** The role settings give this page (products overview, FAQ, …), or a plain page. */
function pageRole(slug: string, settings: SiteSettings): "page" | PageLinkKind {
  return PAGE_LINK_KINDS.find((kind) => settings.page_links[kind] === slug) ?? "page";
}

type PageRecord = RecordOf<PageQuery["pages"]>;

/** A link of a page's parent chain (the query asks for three). */
interface Parent {
  title: string;
  slug: string;
  parent?: Parent | null;
}

function toPage(raw: PageRecord): Page {
  const ancestors: Page["ancestors"] = [];
  for (let parent: Parent | null = raw.parent; parent; parent = parent.parent ?? null) {
    ancestors.unshift({ title: parent.title, slug: parent.slug });
  }
  const { parent: _parent, ...rest } = raw;
  const content = (raw.content ?? []).map(blockWithHtml);
  return { ...rest, content, ancestors, localizations: raw.localizations ?? [] };
}

/** Markdown fields of the page's dynamic zone, rendered to safe HTML. */
function blockWithHtml(block: Page["content"][number]): Page["content"][number] {
  switch (block.__typename) {
    case "ComponentContentText":
      return { ...block, body: markdownToHtml(block.body) };
    case "ComponentContentTextImage":
    case "ComponentContentCallToAction":
      return { ...block, text: markdownToHtml(block.text) };
    default:
      return block;
  }
}

function homeWithHtml(
  home: RecordOf<SettingsContentSectionQuery["settingsContentSection"]>,
): HomeContent {
  const textCta = (section: HomeContent["contact_text_cta"]) =>
    section ? { ...section, text: markdownToHtml(section.text) } : null;
  return {
    featured_slider: home.featured_slider ?? [],
    forwho: home.forwho
      ? {
          ...home.forwho,
          text: markdownToHtml(home.forwho.text),
          blocks: (home.forwho.blocks ?? []).map((block) => ({
            ...block,
            text: markdownToHtml(block.text),
          })),
        }
      : null,
    solutions: home.solutions
      ? {
          ...home.solutions,
          text: markdownToHtml(home.solutions.text),
          blocks: (home.solutions.blocks ?? []).map((block) => ({
            ...block,
            url: safeHref(block.url),
            text: markdownToHtml(block.text),
          })),
        }
      : null,
    contact_text_cta: textCta(home.contact_text_cta),
    did_no_find_what_you_were_looking_for: textCta(home.did_no_find_what_you_were_looking_for),
  };
}

function toMenu(raw: RecordOf<MenuQuery["menu"]> | null): Menu {
  const items = (list: Menu["main"] | null | undefined) =>
    (list ?? []).map((item) => ({ ...item, url: safeHref(item.url) }));
  return {
    main: items(raw?.main),
    footer: items(raw?.footer),
    footer_legal: items(raw?.footer_legal),
    footer_menu_heading: raw?.footer_menu_heading ?? null,
  };
}

function toSettings(raw: RecordOf<SettingsQuery["setting"]> | null): SiteSettings {
  const pageLinks: SiteSettings["page_links"] = {};
  for (const kind of PAGE_LINK_KINDS) {
    const slug = raw?.page_links?.[kind]?.slug;
    if (slug) pageLinks[kind] = slug;
  }
  const contact = raw?.contact
    ? {
        ...raw.contact,
        address: markdownToHtml(raw.contact.address),
        linkedin: safeHref(raw.contact.linkedin),
        facebook: safeHref(raw.contact.facebook),
        instagram: safeHref(raw.contact.instagram),
        youtube: safeHref(raw.contact.youtube),
      }
    : null;
  const banner = raw?.banner ? { ...raw.banner, cta_url: safeHref(raw.banner.cta_url) } : null;
  return { contact, page_links: pageLinks, banner };
}

/** A short plain-text description from markdown: for meta tags, not for display. */
function plain(markdown: string | null | undefined): string | null {
  if (!markdown) return null;
  const text = markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[#>*_`~]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text || null;
}
