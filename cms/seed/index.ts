/**
 * The seed content, imported statically so that it is bundled into the worker
 * (a worker cannot read files at run time). The format is described in
 * FORMAT.md; `media-*.json` files are listed here one by one, in a fixed order
 * that numbers the media ids: add a new media file to MEDIA below.
 */
import { parseSeed } from "../src/seed-shape";
import type { Seed } from "../src/seed-types";
import blogs from "./blogs.json";
import downloads from "./downloads.json";
import faqArticles from "./faq-articles.json";
import faqCategories from "./faq-categories.json";
import forWhos from "./for-whos.json";
import manuals from "./manuals.json";
import mediaCatalog from "./media-catalog.json";
import mediaLibrary from "./media-library.json";
import mediaSite from "./media-site.json";
import pages from "./pages.json";
import products from "./products.json";
import redirects from "./redirects.json";
import saleLocations from "./sale-locations.json";
import menu from "./single/menu.json";
import setting from "./single/setting.json";
import settingSaleLocations from "./single/setting-sale-locations.json";
import settingsContentSection from "./single/settings-content-section.json";
import solutions from "./solutions.json";

const MEDIA: unknown[][] = [mediaSite, mediaCatalog, mediaLibrary];

// JSON imports are typed from their contents; the seed's own check gives them its type.
export const seed: Seed = parseSeed({
  collections: {
    pages,
    products,
    solutions,
    "for-whos": forWhos,
    blogs,
    manuals,
    downloads,
    "faq-categories": faqCategories,
    "faq-articles": faqArticles,
    redirects,
  },
  single: {
    menu,
    setting,
    "settings-content-section": settingsContentSection,
    "setting-sale-locations": settingSaleLocations,
  },
  saleLocations,
  media: MEDIA.flat(),
});
