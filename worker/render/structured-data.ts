/**
 * @module Structured data (JSON-LD) for search engines: the organisation on every
 * page, breadcrumbs, and per page kind a Product, FAQPage, HowTo or Article.
 */
import type { Breadcrumb, LayoutData } from "../../shared/content";
import { LOCALE_INFO } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";

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
  const image = (path: string | undefined) => (path ? `${origin}${path}` : undefined);
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
  // A page's ancestors (or a record's overview), then the page itself: the same
  // trail its visible breadcrumbs show.
  const trailTo = (ancestors: Breadcrumb[], name: string) =>
    crumbs([
      ...ancestors.map((ancestor) => ({
        name: ancestor.title,
        item: `${origin}${pagePath(locale, ancestor.slug)}`,
      })),
      { name, item: url },
    ]);
  const lang = LOCALE_INFO[locale].tag;
  switch (data.view) {
    case "home":
      break;
    case "product":
      graph.push(trailTo(data.trail, data.product.title), {
        "@context": "https://schema.org",
        "@type": "Product",
        name: data.product.title,
        description: data.product.short_description ?? text(data.product.description),
        image: data.product.images.map((media) => image(media.url)),
        url,
        additionalProperty: data.product.specifications.map((spec) => ({
          "@type": "PropertyValue",
          name: spec.label,
          value: spec.value,
        })),
      });
      break;
    case "blog":
      graph.push(trailTo(data.trail, data.blog.title), {
        "@context": "https://schema.org",
        "@type": data.blog.type === "news" ? "NewsArticle" : "Article",
        headline: data.blog.title,
        datePublished: data.blog.date,
        inLanguage: lang,
        author: data.blog.author ? { "@type": "Person", name: data.blog.author } : undefined,
        image: image(data.blog.image?.url),
        description: data.blog.excerpt ?? undefined,
        mainEntityOfPage: url,
      });
      break;
    case "manual":
      graph.push(trailTo(data.trail, data.manual.title), {
        "@context": "https://schema.org",
        "@type": "HowTo",
        name: data.manual.title,
        description: data.manual.intro ?? undefined,
        inLanguage: lang,
        image: image(data.manual.image?.url),
        step: data.manual.steps.map((step, index) => ({
          "@type": "HowToStep",
          position: index + 1,
          name: step.title,
          text: text(step.text),
          url: `${url}?step=${index + 1}`,
          image: image(step.image?.url),
        })),
      });
      break;
    case "faq":
      graph.push({
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: lang,
        mainEntity: data.categories.flatMap((category) =>
          category.articles.map((article) => ({
            "@type": "Question",
            name: article.question,
            acceptedAnswer: { "@type": "Answer", text: text(article.answer) },
          })),
        ),
      });
      break;
    case "faqArticle":
      graph.push(trailTo(data.trail, data.article.question), {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        inLanguage: lang,
        mainEntity: [
          {
            "@type": "Question",
            name: data.article.question,
            acceptedAnswer: { "@type": "Answer", text: text(data.article.answer) },
          },
        ],
      });
      break;
    case "solution":
      graph.push(trailTo(data.trail, data.solution.title));
      break;
    case "forWho":
      graph.push(trailTo(data.trail, data.forWho.title));
      break;
    // Search results are not a page of the site's structure (and never indexed).
    case "search":
      break;
    default:
      graph.push(trailTo(data.page.ancestors, data.page.title));
  }
  return graph;
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
