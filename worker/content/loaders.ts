/**
 * @module Route loaders: what each route needs from the content layer, flattened
 * into the shapes of shared/content.ts. The HTML renderer and the route-data API
 * call the same loaders, so both see the same data through the same cache.
 */
import type {
  Blog,
  BlogCard,
  DownloadItem,
  FaqArticle,
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
import { listingPage, listingPageFromSearch, listingPageHref } from "../../shared/listing-pages";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { buildPath, type Route, routeInLocale } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";
import { filtersFromSearch, pageFromSearch, placeFromSearch } from "../../shared/seller-finder";
import type { ContentLayer } from "./content-layer";
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
  const flat = <T>(raw: unknown) => normalize<T>(raw, { mediaOrigin, resolveIcon });

  async function single<T>(
    op: Operation<Record<string, unknown>>,
    field: string,
    locale: Locale,
  ): Promise<T | null> {
    const answer = await content.query(op, { locale });
    return flat<T | null>(answer[field] ?? null);
  }

  /** The record with this slug in this locale, or null: an empty list means not found. */
  async function bySlug<T>(
    op: Operation<Record<string, unknown>>,
    field: string,
    route: Route & { slug: string },
  ) {
    const answer = await content.query(op, { locale: route.locale, slug: route.slug });
    const list = flat<T[] | null>(answer[field] ?? null);
    return list?.[0] ?? null;
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
        const list = listingPage(flat<ProductCard[]>(answer.products) ?? [], pageNumber);
        return list && { view, page, products: list.items, pagination: list.pagination };
      }
      case "solutions": {
        const answer = await content.query(SOLUTIONS, { locale });
        const list = listingPage(flat<SolutionCard[]>(answer.solutions) ?? [], pageNumber);
        return list && { view, page, solutions: list.items, pagination: list.pagination };
      }
      case "for_who": {
        const answer = await content.query(FOR_WHOS, { locale });
        const list = listingPage(flat<ForWhoCard[]>(answer.forWhos) ?? [], pageNumber);
        return list && { view, page, forWhos: list.items, pagination: list.pagination };
      }
      case "manuals": {
        const answer = await content.query(MANUALS, { locale });
        const list = listingPage(flat<ManualCard[]>(answer.manuals) ?? [], pageNumber);
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
        const raw = answer.blogs as {
          meta?: { pagination?: { page: number; pageCount: number; total: number } };
        };
        const meta = raw.meta?.pagination;
        const pageCount = Math.max(1, meta?.pageCount ?? 1);
        if (pageNumber > pageCount) return null;
        return {
          view,
          page,
          type,
          blogs: flat<BlogCard[]>(answer.blogs) ?? [],
          pagination: { page: meta?.page ?? pageNumber, pageCount, total: meta?.total ?? 0 },
        };
      }
      case "downloads": {
        const answer = await content.query(DOWNLOADS, { locale });
        const list = listingPage(flat<DownloadItem[]>(answer.downloads) ?? [], pageNumber);
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
  function faqCategories(answer: Record<string, unknown>) {
    const categories =
      flat<{ id: string; name: string; slug: string }[]>(answer.faqCategories) ?? [];
    const articles = flat<RawFaqArticle[]>(answer.faqArticles) ?? [];
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
        single<Partial<Menu>>(MENU, "menu", locale),
        single<RawSettings>(SETTINGS, "setting", locale),
      ]);
      return {
        locale,
        menu: derived(menu, "menu", toMenu),
        settings: derived(settings, "settings", toSettings),
      };
    },

    async productCard(locale, slug) {
      const answer = await content.query(PRODUCTS, { locale });
      const products = flat<ProductCard[]>(answer.products) ?? [];
      return products.find((product) => product.slug === slug) ?? null;
    },

    async route(route, layout, search = new URLSearchParams()) {
      switch (route.kind) {
        case "home": {
          const home = await single<HomeContent>(
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
          const page = await bySlug<RawPage>(PAGE, "pages", route);
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
          const product = await bySlug<Product>(PRODUCT, "products", route);
          if (!product) return null;
          const full = derived(product, "product", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
            images: record.images ?? [],
            specifications: record.specifications ?? [],
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
          const solution = await bySlug<Solution>(SOLUTION, "solutions", route);
          if (!solution) return null;
          const full = derived(solution, "solution", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
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
          const forWho = await bySlug<ForWho>(FOR_WHO, "forWhos", route);
          if (!forWho) return null;
          const full = derived(forWho, "forWho", (record) => ({
            ...record,
            description: markdownToHtml(record.description, BELOW_TITLE),
          }));
          return found(route, { view: "forWho", forWho: full }, forWho, forWho.title, forWho.intro);
        }
        case "blog": {
          const blog = await bySlug<Blog>(BLOG, "blogs", route);
          if (!blog) return null;
          const full = derived(blog, "blog", (record) => ({
            ...record,
            content: markdownToHtml(record.content, BELOW_TITLE),
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
          const article = flat<RawFaqArticle[] | null>(answer.faqArticles)?.[0];
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
          const manual = await bySlug<Manual>(MANUAL, "manuals", route);
          if (!manual) return null;
          const full = derived(manual, "manual", (record) => ({
            ...record,
            steps: (record.steps ?? []).map((step) => ({
              ...step,
              text: markdownToHtml(step.text),
            })),
          }));
          return found(route, { view: "manual", manual: full }, manual, manual.title, manual.intro);
        }
      }
    },
  };
}

/** Blogs and news per page of the library. */
export const LIBRARY_PAGE_SIZE = 6;

interface RawFaqArticle {
  id: string;
  question: string;
  slug: string;
  answer: string | null;
  faq_category: { name: string; slug: string } | null;
  seo?: Seo | null;
  localizations?: { locale: string; slug: string; faq_category: { slug: string } | null }[] | null;
}

/** An FAQ article's alternates need its category's slug in each locale too. */
function faqAlternates(route: Route, article: RawFaqArticle): Partial<Record<Locale, string>> {
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

interface RawPage extends Omit<Page, "ancestors" | "content" | "localizations"> {
  content: Page["content"] | null;
  parent: RawParent | null;
  localizations: Localization[] | null;
}

interface RawParent {
  title: string;
  slug: string;
  parent?: RawParent | null;
}

function toPage(raw: RawPage): Page {
  const ancestors: Page["ancestors"] = [];
  for (let parent = raw.parent; parent; parent = parent.parent ?? null) {
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

function homeWithHtml(home: HomeContent): HomeContent {
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

function toMenu(raw: Partial<Menu> | null): Menu {
  const items = (list: Menu["main"] | undefined) =>
    (list ?? []).map((item) => ({ ...item, url: safeHref(item.url) }));
  return {
    main: items(raw?.main),
    footer: items(raw?.footer),
    footer_legal: items(raw?.footer_legal),
    footer_menu_heading: raw?.footer_menu_heading ?? null,
  };
}

interface RawSettings {
  contact: SiteSettings["contact"];
  page_links: Partial<Record<PageLinkKind, { slug: string } | null>> | null;
  banner: SiteSettings["banner"];
}

function toSettings(raw: RawSettings | null): SiteSettings {
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
