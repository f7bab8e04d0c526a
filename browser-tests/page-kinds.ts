/**
 * One address of every page kind in English and German, for the suite's checks at
 * phone widths. Records (a product, a solution, …) are the first card of their
 * overview, so the list follows the content.
 */
import type { Page } from "playwright-core";

export type Language = "en" | "de";

type Place =
  | "home"
  | "page"
  | "products"
  | "solutions"
  | "forWhom"
  | "manuals"
  | "library"
  | "faq"
  | "downloads"
  | "finder"
  | "contact"
  | "trees"
  | "missing";

const PAGES: Record<Language, Record<Place, string>> = {
  en: {
    home: "/",
    page: "/about-us",
    products: "/products",
    solutions: "/solutions",
    forWhom: "/for-whom",
    manuals: "/manuals",
    library: "/blogs",
    faq: "/faq",
    downloads: "/downloads",
    finder: "/where-to-buy",
    contact: "/contact",
    trees: "/trees-for-all",
    missing: "/no-such-page",
  },
  de: {
    home: "/de",
    page: "/de/ueber-uns",
    products: "/de/produkte",
    solutions: "/de/loesungen",
    forWhom: "/de/fuer-wen",
    manuals: "/de/anleitungen",
    library: "/de/blogs",
    faq: "/de/haeufige-fragen",
    downloads: "/de/downloads",
    finder: "/de/haendler-finden",
    contact: "/de/kontakt",
    trees: "/de/trees-for-all",
    missing: "/de/no-such-page",
  },
};

/** The first record linked from an overview's cards. */
export async function firstCard(page: Page, siteUrl: string, path: string): Promise<string> {
  await page.goto(`${siteUrl}${path}`);
  const href = await page.locator(".card__title a").first().getAttribute("href");
  if (!href) throw new Error(`no card on ${path}`);
  return href;
}

/** [kind, path] for every page kind the issue names, in one language. */
export async function pageKinds(
  page: Page,
  siteUrl: string,
  language: Language,
): Promise<[string, string][]> {
  const paths = PAGES[language];
  const card = (path: string) => firstCard(page, siteUrl, path);
  return [
    ["home", paths.home],
    ["page", paths.page],
    ["products overview", paths.products],
    ["product", await card(paths.products)],
    ["solution", await card(paths.solutions)],
    ["audience", await card(paths.forWhom)],
    ["manual on a step", `${await card(paths.manuals)}?step=2`],
    ["blog", await card(paths.library)],
    ["library", paths.library],
    ["FAQ", paths.faq],
    ["downloads", paths.downloads],
    ["finder", paths.finder],
    ["contact", paths.contact],
    ["trees for all", paths.trees],
    ["404", paths.missing],
  ];
}

export interface TopOfPage {
  scrollWidth: number;
  viewportWidth: number;
  /** The H1's box, or null when the page has none. */
  heading: { top: number; bottom: number; left: number; right: number } | null;
  /** The lowest bottom edge of what is fixed or sticky at the top of the screen. */
  coveredTo: number;
  /** Fixed or sticky elements that overlap the H1. */
  overlapping: string[];
}

/**
 * Where the H1 is against everything fixed or sticky on screen, and the page's
 * width against the viewport's. Run in the page, at its top.
 */
export function measureTopOfPage(): TopOfPage {
  const h1 = document.querySelector("h1");
  const box = h1?.getBoundingClientRect() ?? null;
  let coveredTo = 0;
  const overlapping: string[] = [];
  for (const element of document.querySelectorAll<HTMLElement>("body *")) {
    const style = getComputedStyle(element);
    if (style.position !== "fixed" && style.position !== "sticky") continue;
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
    const rect = element.getBoundingClientRect();
    if (rect.height === 0 || rect.width === 0 || element.contains(h1)) continue;
    // Bars across the top of the screen: the navbar, the banner, the manual's stepper.
    if (rect.top <= coveredTo + 1 && rect.top < window.innerHeight / 2)
      coveredTo = Math.max(coveredTo, rect.bottom);
    if (
      box &&
      rect.top < box.bottom &&
      rect.bottom > box.top &&
      rect.left < box.right &&
      rect.right > box.left
    )
      overlapping.push(`${element.tagName.toLowerCase()}.${element.className}`);
  }
  return {
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    heading: box && { top: box.top, bottom: box.bottom, left: box.left, right: box.right },
    coveredTo,
    overlapping,
  };
}
