/**
 * @module Structured data (JSON-LD) for search engines: the organisation on every
 * page, breadcrumbs, and per view a Product, FAQPage, HowTo or Article.
 */
import type { Breadcrumb, LayoutData, Page } from "../../shared/content";
import { LOCALE_INFO } from "../../shared/locales";
import type { RouteData, RouteResult } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import type { View } from "../../shared/views";

type Json = Record<string, unknown>;

const text = (html: string | null | undefined) =>
  html
    ? html
        .replace(/<[^>]+>/g, " ")
        .replace(/&[a-z#0-9]+;/gi, " ")
        .replace(/\s+/g, " ")
        .trim()
    : undefined;

export function structuredData(
  result: RouteResult,
  layout: LayoutData | null,
  origin: string,
): Json[] {
  const graph: Json[] = [];
  const organization = organizationOf(layout, origin);
  if (organization) graph.push(organization);
  if (result.status !== 200) return graph;
  const { data, locale } = result;
  const url = `${origin}${result.path}`;
  const home = `${origin}${buildPath({ kind: "home", locale })}`;
  const crumbs = (trail: { name: string; item: string }[]) => ({
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: "Home", item: home }, ...trail].map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.item,
    })),
  });
  const page: PageContext = {
    url,
    lang: LOCALE_INFO[locale].tag,
    image: (path) => (path ? `${origin}${path}` : undefined),
    // A page's ancestors (or a record's overview), then the page itself: the same
    // trail its visible breadcrumbs show.
    trailTo: (ancestors, name) =>
      crumbs([
        ...ancestors.map((ancestor) => ({
          name: ancestor.title,
          item: `${origin}${pagePath(locale, ancestor.slug)}`,
        })),
        { name, item: url },
      ]),
  };
  graph.push(...ofView(data.view, data, page));
  return graph;
}

/** What a view's JSON-LD is made with besides its data. */
interface PageContext {
  url: string;
  /** The page's language tag (`de-DE`). */
  lang: string;
  /** A site path as an absolute URL. */
  image: (path: string | undefined) => string | undefined;
  /** The breadcrumbs from home through `ancestors` to this page, named `name`. */
  trailTo: (ancestors: Breadcrumb[], name: string) => Json;
}

type ViewData<V extends View> = RouteData & { view: V };

/** A CMS page (in a role or none): its breadcrumbs. */
const pageTrail = (data: { page: Page }, { trailTo }: PageContext) => [
  trailTo(data.page.ancestors, data.page.title),
];

/**
 * Each view's JSON-LD beside the organisation's. Every view is listed: a view
 * added to shared/views.ts without its entry here does not compile.
 */
const BY_VIEW: { [V in View]: (data: ViewData<V>, page: PageContext) => Json[] } = {
  home: () => [],
  // Search results are not a page of the site's structure (and never indexed).
  search: () => [],
  product: ({ product, trail }, { trailTo, image, url }) => [
    trailTo(trail, product.title),
    {
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.title,
      description: product.short_description ?? text(product.description),
      image: product.images.map((media) => image(media.url)),
      url,
      additionalProperty: product.specifications.map((spec) => ({
        "@type": "PropertyValue",
        name: spec.label,
        value: spec.value,
      })),
    },
  ],
  blog: ({ blog, trail }, { trailTo, image, url, lang }) => [
    trailTo(trail, blog.title),
    {
      "@context": "https://schema.org",
      "@type": blog.type === "news" ? "NewsArticle" : "Article",
      headline: blog.title,
      datePublished: blog.date,
      inLanguage: lang,
      author: blog.author ? { "@type": "Person", name: blog.author } : undefined,
      image: image(blog.image?.url),
      description: blog.excerpt ?? undefined,
      mainEntityOfPage: url,
    },
  ],
  manual: ({ manual, trail }, { trailTo, image, url, lang }) => [
    trailTo(trail, manual.title),
    {
      "@context": "https://schema.org",
      "@type": "HowTo",
      name: manual.title,
      description: manual.intro ?? undefined,
      inLanguage: lang,
      image: image(manual.image?.url),
      step: manual.steps.map((step, index) => ({
        "@type": "HowToStep",
        position: index + 1,
        name: step.title,
        text: text(step.text),
        url: `${url}?step=${index + 1}`,
        image: image(step.image?.url),
      })),
    },
  ],
  faq: ({ categories }, { lang }) => [
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: lang,
      mainEntity: categories.flatMap((category) =>
        category.articles.map((article) => ({
          "@type": "Question",
          name: article.question,
          acceptedAnswer: { "@type": "Answer", text: text(article.answer) },
        })),
      ),
    },
  ],
  faqArticle: ({ article, trail }, { trailTo, lang }) => [
    trailTo(trail, article.question),
    {
      "@context": "https://schema.org",
      "@type": "FAQPage",
      inLanguage: lang,
      mainEntity: [
        {
          "@type": "Question",
          name: article.question,
          acceptedAnswer: { "@type": "Answer", text: text(article.answer) },
        },
      ],
    },
  ],
  solution: ({ solution, trail }, { trailTo }) => [trailTo(trail, solution.title)],
  audience: ({ audience, trail }, { trailTo }) => [trailTo(trail, audience.title)],
  page: pageTrail,
  contact: pageTrail,
  trees_for_all: pageTrail,
  installer_map: pageTrail,
  products: pageTrail,
  solutions: pageTrail,
  for_who: pageTrail,
  manuals: pageTrail,
  blogs: pageTrail,
  downloads: pageTrail,
};

function ofView<V extends View>(view: V, data: ViewData<V>, page: PageContext): Json[] {
  const build: (data: ViewData<V>, page: PageContext) => Json[] = BY_VIEW[view];
  return build(data, page);
}

/** The company behind the site, from the settings' contact details. */
function organizationOf(layout: LayoutData | null, origin: string): Json | null {
  const contact = layout?.settings.contact;
  if (!contact) return null;
  // The address block opens with the company's name.
  const lines = (contact.address ?? "")
    .split(/<br\s*\/?>|\n/)
    .map((line) => text(line) ?? "")
    .filter(Boolean);
  const [name, ...address] = lines;
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: name ?? undefined,
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: contact.email_address ?? undefined,
    telephone: contact.phone_number ?? undefined,
    address: address.length ? address.join(", ") : undefined,
    vatID: contact.vat_number ?? undefined,
    sameAs: [contact.linkedin, contact.facebook, contact.instagram, contact.youtube].filter(
      Boolean,
    ),
  };
}
