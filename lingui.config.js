/** Lingui: English source texts, one PO catalog per locale in locales/<locale>/. */
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

/**
 * Files whose texts only search shows (its dialog and page): they have a catalog of
 * their own (locales/<locale>/search.po), loaded with the dialog or the page, so
 * that no other page carries them.
 */
const SEARCH_ONLY = [
  "<rootDir>/client/search/labels.ts",
  "<rootDir>/client/search/parts.tsx",
  "<rootDir>/client/search/page-form.tsx",
  "<rootDir>/client/search/search-dialog.tsx",
  "<rootDir>/client/views/search.tsx",
  "<rootDir>/worker/search/page.ts",
];

/**
 * The contact form's texts: a catalog of their own, loaded with the contact page
 * (client/contact/catalog.ts), so that no other page carries them.
 */
const CONTACT_ONLY = ["<rootDir>/client/contact", "<rootDir>/client/views/contact.tsx"];

/** The consent dialog's texts: loaded with the dialog, only where a consent is asked. */
const CONSENT_ONLY = ["<rootDir>/client/consent/consent-dialog.tsx"];

/**
 * Texts only one page kind shows: a catalog each, loaded with that kind's view
 * (client/views/index.ts), so that no other page carries them. The installer map's
 * seller finder alone has a third of the site's texts.
 */
const VIEW_ONLY = {
  finder: ["<rootDir>/client/seller-finder", "<rootDir>/client/views/installer-map.tsx"],
  manual: ["<rootDir>/client/views/manual.tsx"],
  home: ["<rootDir>/client/views/home.tsx", "<rootDir>/client/views/home-slider.tsx"],
};

/**
 * Texts only the pages' views show (cards, breadcrumbs, the next step, pagers,
 * a product's documents, the error pages): a catalog loaded with the app
 * (client/app-start.tsx), so that a first page kept as the server's HTML, which
 * hydrates its layout alone (client/site/kept-site.tsx), does not carry them.
 * The product gallery's stay in the locale's catalog: it is a kept page's island.
 */
const PAGES_ONLY = [
  "<rootDir>/client/views",
  "<rootDir>/client/components",
  "<rootDir>/client/product/product-actions.tsx",
  "<rootDir>/client/product/product-related.tsx",
];

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "en-US", "nl", "de", "es", "fr", "it", "sv"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/client", "<rootDir>/worker", "<rootDir>/shared"],
      exclude: [
        "**/*.test.*",
        ...SEARCH_ONLY,
        ...CONSENT_ONLY,
        ...CONTACT_ONLY,
        ...Object.values(VIEW_ONLY).flat(),
        ...PAGES_ONLY,
      ],
    },
    {
      path: "<rootDir>/locales/{locale}/pages",
      include: PAGES_ONLY,
      exclude: ["**/*.test.*", ...SEARCH_ONLY, ...CONTACT_ONLY, ...Object.values(VIEW_ONLY).flat()],
    },
    ...Object.entries(VIEW_ONLY).map(([name, include]) => ({
      path: `<rootDir>/locales/{locale}/${name}`,
      include,
      exclude: ["**/*.test.*"],
    })),
    {
      path: "<rootDir>/locales/{locale}/contact",
      include: CONTACT_ONLY,
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/consent",
      include: CONSENT_ONLY,
      exclude: ["**/*.test.*"],
    },
    {
      path: "<rootDir>/locales/{locale}/search",
      include: SEARCH_ONLY,
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "es",
});
