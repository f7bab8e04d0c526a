/** Lingui: English source texts, one PO catalog per locale in locales/<locale>/. */
import { defineConfig } from "@lingui/conf";
import { formatter } from "@lingui/format-po";

export default defineConfig({
  sourceLocale: "en",
  locales: ["en", "en-US", "nl", "de", "es", "fr", "it", "sv"],
  fallbackLocales: { default: "en" },
  catalogs: [
    {
      path: "<rootDir>/locales/{locale}/messages",
      include: ["<rootDir>/client", "<rootDir>/worker", "<rootDir>/shared"],
      exclude: ["**/*.test.*"],
    },
  ],
  format: formatter({ lineNumbers: false }),
  compileNamespace: "es",
});
