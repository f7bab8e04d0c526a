/**
 * @module Structured data (JSON-LD) for search engines: the organisation on every
 * page, then what the page's kind states (worker/pages/: breadcrumbs, and a
 * Product, FAQPage, HowTo or Article), made with the page's address and trail.
 */
import type { LayoutData } from "../../shared/content";
import { LOCALE_INFO } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import { addressLines, type Json, type JsonLdContext, type StructuredData } from "./json-ld";

/** `ofKind`: what the page's kind states (worker/site.ts, `Resolved`). */
export function structuredData(
  result: RouteResult,
  layout: LayoutData | null,
  origin: string,
  ofKind: StructuredData,
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
  const page: JsonLdContext = {
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
  graph.push(...ofKind(data, page));
  return graph;
}

/** The company behind the site, from the settings' contact details. */
function organizationOf(layout: LayoutData | null, origin: string): Json | null {
  const contact = layout?.settings.contact;
  if (!contact) return null;
  // The address block opens with the company's name.
  const [name, ...address] = addressLines(contact.address);
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
