/**
 * @module Route loaders: what each route needs from the content layer, flattened
 * into the shapes of shared/content.ts. The HTML renderer and the route-data API
 * call the same loaders, so both see the same data through the same cache.
 */
import type {
  Blog,
  ForWho,
  HomeContent,
  LayoutData,
  Localization,
  Manual,
  Menu,
  Page,
  PageLinkKind,
  PageMeta,
  Product,
  RouteData,
  Seo,
  SiteSettings,
  Solution,
} from "../../shared/content";
import { PAGE_LINK_KINDS } from "../../shared/content";
import { isLocale, LOCALES, type Locale } from "../../shared/locales";
import { buildPath, type Route, routeInLocale } from "../../shared/routes";
import { filtersFromSearch, pageFromSearch } from "../../shared/seller-finder";
import type { ContentLayer } from "./cache";
import type { Operation } from "./graphql-client";
import { resolveIcon } from "./icons";
import { markdownToHtml } from "./markdown";
import { normalize } from "./normalize";
import {
  BLOG,
  FOR_WHO,
  MANUAL,
  MENU,
  PAGE,
  PRODUCT,
  SETTINGS,
  SETTINGS_CONTENT_SECTION,
  SOLUTION,
} from "./queries";
import { createSellerFinder, loadSellerFinder } from "./seller-finder";

export interface LoadedRoute {
  data: RouteData;
  meta: PageMeta;
  alternates: Partial<Record<Locale, string>>;
}

export interface Loaders {
  layout(locale: Locale): Promise<LayoutData>;
  /** `search`: the request's query; only the seller finder's page reads it (its filters). */
  route(route: Route, layout: LayoutData, search?: URLSearchParams): Promise<LoadedRoute | null>;
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

  return {
    async layout(locale) {
      const [menu, settings] = await Promise.all([
        single<Partial<Menu>>(MENU, "menu", locale),
        single<RawSettings>(SETTINGS, "setting", locale),
      ]);
      return { locale, menu: toMenu(menu), settings: toSettings(settings) };
    },

    async route(route, layout, search) {
      switch (route.kind) {
        case "home": {
          const home = await single<HomeContent>(
            SETTINGS_CONTENT_SECTION,
            "settingsContentSection",
            route.locale,
          );
          const firstSlide = home?.featured_slider?.[0];
          return {
            data: { view: "home", home: home ? homeWithHtml(home) : null },
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
          const data: RouteData =
            view === "installer_map"
              ? {
                  view,
                  page: toPage(page),
                  finder: await loadSellerFinder(
                    createSellerFinder(content),
                    filtersFromSearch(search ?? new URLSearchParams()),
                    options.mapboxToken,
                    pageFromSearch(search ?? new URLSearchParams()),
                  ),
                }
              : { view, page: toPage(page) };
          return found(route, data, page, page.title, page.jumbotron?.subheading);
        }
        case "product": {
          const product = await bySlug<Product>(PRODUCT, "products", route);
          if (!product) return null;
          const full = {
            ...product,
            description: markdownToHtml(product.description),
            images: product.images ?? [],
            specifications: product.specifications ?? [],
          };
          return found(
            route,
            { view: "product", product: full },
            product,
            product.title,
            product.short_description,
          );
        }
        case "solution": {
          const solution = await bySlug<Solution>(SOLUTION, "solutions", route);
          if (!solution) return null;
          const full = { ...solution, description: markdownToHtml(solution.description) };
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
          const full = { ...forWho, description: markdownToHtml(forWho.description) };
          return found(route, { view: "forWho", forWho: full }, forWho, forWho.title, forWho.intro);
        }
        case "blog": {
          const blog = await bySlug<Blog>(BLOG, "blogs", route);
          if (!blog) return null;
          const full = { ...blog, content: markdownToHtml(blog.content) };
          return found(route, { view: "blog", blog: full }, blog, blog.title, blog.excerpt);
        }
        case "manual": {
          const manual = await bySlug<Manual>(MANUAL, "manuals", route);
          if (!manual) return null;
          const steps = (manual.steps ?? []).map((step) => ({
            ...step,
            text: markdownToHtml(step.text),
          }));
          const full = { ...manual, steps };
          return found(route, { view: "manual", manual: full }, manual, manual.title, manual.intro);
        }
      }
    },
  };
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
            text: markdownToHtml(block.text),
          })),
        }
      : null,
    contact_text_cta: textCta(home.contact_text_cta),
    did_no_find_what_you_were_looking_for: textCta(home.did_no_find_what_you_were_looking_for),
  };
}

function toMenu(raw: Partial<Menu> | null): Menu {
  return {
    main: raw?.main ?? [],
    footer: raw?.footer ?? [],
    footer_legal: raw?.footer_legal ?? [],
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
    ? { ...raw.contact, address: markdownToHtml(raw.contact.address) }
    : null;
  return { contact, page_links: pageLinks, banner: raw?.banner ?? null };
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
