/**
 * The privacy policy tells the truth about statistics (issue 36). It said the
 * site used only functional cookies and no tracking, while with a tag manager
 * configured the consent dialog asks to load Google Tag Manager, which may set
 * cookies. In every locale the policy as the site serves it names Google Tag
 * Manager and the footer's link for changing the choice, in the footer's words.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import { decodeEntities, get } from "../../testing/helpers";

/** The privacy page's slug in each locale, from the seed the content service serves. */
function privacySlugs(): Map<string, string> {
  const pages: unknown = JSON.parse(
    readFileSync(new URL("../../cms/seed/pages.json", import.meta.url), "utf8"),
  );
  const slugs = new Map<string, string>();
  if (!Array.isArray(pages)) return slugs;
  const privacy = pages.find((page) => page?.key === "privacy");
  for (const [locale, record] of Object.entries(privacy?.locales ?? {}))
    if (record && typeof record === "object" && "slug" in record && typeof record.slug === "string")
      slugs.set(locale, record.slug);
  return slugs;
}

/** The footer's link to the consent settings, as the locale's catalog words it. */
function footerLinkText(locale: Locale): string {
  const catalog = readFileSync(
    new URL(`../../locales/${locale}/messages.po`, import.meta.url),
    "utf8",
  );
  const text = catalog.match(/msgid "Privacy settings"\nmsgstr "([^"]+)"/)?.[1];
  if (!text) throw new Error(`no "Privacy settings" in ${locale}'s catalog`);
  return text;
}

/** The page's main text as read: no tags, entities decoded, any run of spaces one space. */
function mainText(html: string): string {
  const main = html.match(/<main[\s\S]*?<\/main>/)?.[0] ?? "";
  return decodeEntities(main.replace(/<[^>]+>/g, " ").replaceAll("\u00ad", "")).replace(
    /\s+/g,
    " ",
  );
}

describe("the privacy policy on statistics", () => {
  const slugs = privacySlugs();
  for (const locale of LOCALES) {
    it(`in ${locale} names Google Tag Manager and the footer's "${footerLinkText(locale)}"`, async () => {
      const slug = slugs.get(locale);
      expect(slug, `a privacy page in ${locale}`).toBeTruthy();
      const response = await get(buildPath({ kind: "page", locale, slug: slug! }));
      expect(response.status).toBe(200);
      const text = mainText(response.body);
      expect(text).toContain("Google Tag Manager");
      expect(text).toContain(footerLinkText(locale));
    });
  }
});
