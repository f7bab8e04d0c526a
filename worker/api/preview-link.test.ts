/**
 * The signed preview link: the CMS kits' signers (Strapi 5's `preview.js`,
 * Strapi 4's `preview-url.js`) and the site's verifier agree, and the kits' copy
 * of the route table is the site's.
 */
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/locales";
import { buildPath, RECORD_KINDS } from "../../shared/routes";
import { type SignInput, STRAPI_KITS } from "../../testing/strapi-kits";
import { verifyPreviewLink } from "./preview-link";

const SECRET = "a-link-secret-of-at-least-32-characters!";
const SITE = "https://www.example.com";
const UIDS: Record<(typeof RECORD_KINDS)[number], string> = {
  product: "api::product.product",
  solution: "api::solution.solution",
  manual: "api::manual.manual",
  blog: "api::blog.blog",
  audience: "api::for-who.for-who",
};

/** The query the browser sends when it opens the link. */
function queryOf(link: string): Record<string, string> {
  const url = new URL(link);
  expect(`${url.origin}${url.pathname}`).toBe(`${SITE}/api/preview/enter`);
  return Object.fromEntries(url.searchParams);
}

describe.each(Object.entries(STRAPI_KITS))("the %s kit's links", (_name, kit) => {
  const sign = (path: string, extra: Partial<SignInput> = {}) =>
    queryOf(kit.signPreviewLink({ siteUrl: SITE, secret: SECRET, path, seconds: 600, ...extra }));

  it("verify on the site, for that path and status", async () => {
    const path = "/de/produkte/taubenspikes";
    const query = sign(path);
    expect(await verifyPreviewLink(query, SECRET)).toEqual({
      ok: true,
      path,
      status: "draft",
      // What names the link once it is used (preview-link-uses.ts).
      signature: query.signature,
      expires: Number(query.expires),
    });
    expect(await verifyPreviewLink(sign(path, { status: "published" }), SECRET)).toMatchObject({
      ok: true,
      path,
      status: "published",
    });
  });

  it("are refused once expired, altered, moved to another path or status, or too long-lived", async () => {
    const link = sign("/de/produkte/taubenspikes");
    const now = Date.now() / 1000;
    expect(await verifyPreviewLink(link, SECRET, now + 601)).toEqual({
      ok: false,
      reason: "expired",
    });
    for (const altered of [
      { ...link, path: "/de/produkte/andere" },
      { ...link, expires: String(Number(link.expires) + 60) },
      { ...link, status: "published" },
      {
        ...link,
        signature: `${link.signature?.slice(0, -1)}${link.signature?.endsWith("A") ? "B" : "A"}`,
      },
    ]) {
      expect(await verifyPreviewLink(altered, SECRET)).toEqual({ ok: false, reason: "altered" });
    }
    expect(await verifyPreviewLink(link, `${SECRET}-another`)).toEqual({
      ok: false,
      reason: "altered",
    });
    const longLived = sign("/de/produkte/taubenspikes", { seconds: 2 * 3600 });
    expect(await verifyPreviewLink(longLived, SECRET)).toEqual({ ok: false, reason: "too long" });
  });

  it("are refused with the signature spelled another way (the two bits base64url drops)", async () => {
    const link = sign("/de/produkte/taubenspikes");
    const signature = link.signature ?? "";
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    const last = alphabet.indexOf(signature.slice(-1));
    // The last of 43 characters carries 4 bits of the 32 bytes and 2 that decoding drops.
    for (const dropped of [1, 2, 3]) {
      const respelled = `${signature.slice(0, -1)}${alphabet[last ^ dropped]}`;
      expect(await verifyPreviewLink({ ...link, signature: respelled }, SECRET)).toEqual({
        ok: false,
        reason: "altered",
      });
    }
  });

  it("a link that is not one is malformed", async () => {
    const link = sign("/nl");
    for (const bad of [
      {},
      { ...link, path: "https://evil.example/" },
      { ...link, path: "//evil.example" },
      { ...link, path: "/a\nb" },
      { ...link, expires: "soon" },
      { ...link, status: "archived" },
      { ...link, signature: "short" },
    ]) {
      expect(await verifyPreviewLink(bad, SECRET)).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("build the path the site's route table builds, in every locale", async () => {
    const none = async () => null;
    for (const locale of LOCALES) {
      for (const kind of RECORD_KINDS) {
        expect(await kit.sitePath(UIDS[kind], { slug: "x" }, locale, none)).toBe(
          buildPath({ kind, locale, slug: "x" }),
        );
      }
      expect(await kit.sitePath("api::page.page", { slug: "x" }, locale, none)).toBe(
        buildPath({ kind: "page", locale, slug: "x" }),
      );
      expect(
        await kit.sitePath(
          "api::faq-article.faq-article",
          { slug: "x", faq_category: { slug: "c" } },
          locale,
          none,
        ),
      ).toBe(buildPath({ kind: "faqArticle", locale, category: "c", slug: "x" }));
      expect(await kit.sitePath("api::menu.menu", null, locale, none)).toBe(
        buildPath({ kind: "home", locale }),
      );
      const linked = async (kind: string) => (kind === "faq" ? "help" : null);
      expect(await kit.sitePath("api::faq-category.faq-category", null, locale, linked)).toBe(
        buildPath({ kind: "page", locale, slug: "help" }),
      );
    }
  });

  it("no path for an entry without a page or a locale the site does not have", async () => {
    const none = async () => null;
    expect(
      await kit.sitePath("api::contact-request.contact-request", { slug: "x" }, "en", none),
    ).toBeNull();
    expect(await kit.sitePath("api::product.product", {}, "en", none)).toBeNull();
    expect(await kit.sitePath("api::product.product", { slug: "x" }, "pt", none)).toBeNull();
    expect(await kit.sitePath("api::download.download", null, "en", none)).toBeNull();
  });
});
