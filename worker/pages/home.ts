/**
 * @module The home page (`/`, `/de`, …): the home content single type of its
 * locale. Always found, in every locale: without content it still shows its
 * layout. Title and share image from the first slide; structured data: the
 * organisation only (worker/render/structured-data.ts).
 */

import type { HomeContent } from "../../shared/content";
import type { SettingsContentSectionQuery } from "../../shared/content-operations.generated";
import type { RecordOf } from "../../shared/flattened";
import { LOCALES } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { safeHref } from "../../shared/safe-url";
import { VIEWS } from "../../shared/views";
import { derived } from "../content/derived";
import { markdownToHtml } from "../content/markdown";
import { SETTINGS_CONTENT_SECTION } from "../content/queries";
import { NO_STRUCTURED_DATA } from "../render/json-ld";
import { CacheShort } from "../shared-cache/presets";
import { plain } from "./head";
import type { PageKind, RouteOf } from "./kind";
import { single } from "./read";

export const home: PageKind<RouteOf<"home">> = {
  // Lists and links records of every kind: kept briefly.
  cache: CacheShort(),
  timing: "cms",
  structuredData: NO_STRUCTURED_DATA,
  async load(route, page) {
    const content = await single(
      page,
      SETTINGS_CONTENT_SECTION,
      "settingsContentSection",
      route.locale,
    );
    const firstSlide = content?.featured_slider?.[0];
    return {
      data: {
        view: VIEWS.home,
        home: content ? derived(content, "home", homeWithHtml) : null,
        allProducts: page.layout.settings.page_links.products ?? null,
      },
      meta: {
        title: firstSlide?.title ?? "",
        description: plain(content?.forwho?.text),
        noIndex: false,
        image: firstSlide?.image ?? null,
      },
      alternates: Object.fromEntries(
        LOCALES.map((locale) => [locale, buildPath({ kind: "home", locale })]),
      ),
    };
  },
};

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
    products: home.products?.products?.length
      ? { heading: home.products.heading, products: home.products.products }
      : null,
  };
}
