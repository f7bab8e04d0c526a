/**
 * Hostile content: a corpus of XSS payloads edited into the real local content
 * service through its editor stand-in (markdown, menu and CTA URLs, titles, SEO
 * fields that end up in `<title>`, meta tags and JSON-LD). The rendered page, its
 * JSON-LD, the bootstrap JSON and the route-data JSON must keep every payload inert.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { keptTogether } from "../shared/kept-together";
import { editEntry, get, restoreSeed } from "../testing/helpers";

const SCRIPT = "</script><script>alert('xss-title')</script>";
const COMMENT = "<!--<img src=x onerror=alert('xss-sub')>-->";
const TITLE_BREAK = `"' /></title><script>alert('xss-seo')</script><meta x="`;
const BAD_URLS = [
  "javascript:alert('xss-url')",
  "JaVaScRiPt:alert('xss-url')",
  " \tjavascript:alert('xss-url')",
  "java\nscript:alert('xss-url')",
  "data:text/html,<script>alert('xss-url')</script>",
  "vbscript:msgbox('xss-url')",
];
const MARKDOWN = [
  "<script>alert('xss-md')</script>",
  "<img src=x onerror=alert('xss-md')>",
  "[a](javascript:alert('xss-md'))",
  "[b](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  "[c](vbscript:msgbox('xss-md'))",
  "![d](javascript:alert('xss-md'))",
  '[e](https://example.com "x\\" onmouseover=\\"alert(1)")',
  "<a href=\"javascript:alert('xss-md')\">f</a>",
  "<!-- </script> -->",
  "\u2028\u2029 end",
].join("\n\n");

const PRODUCT = "/products/pigeon-spikes";
/** Plain-text fields: React escapes them; in JSON they are data, never HTML. */
/**
 * The editors' plain-text values, which React draws as text, and their
 * kept-together forms (the `hyphenated` list: "alert('xss‑title')" with a no-break
 * hyphen), drawn as text too.
 */
const RAW_TEXT = new Set(
  [SCRIPT, COMMENT, TITLE_BREAK, `${SCRIPT}${COMMENT}`].flatMap((text) => [
    text,
    keptTogether(text),
  ]),
);

beforeAll(async () => {
  const edits = await Promise.all([
    editEntry("products", "pigeon-spikes", "en", {
      fields: {
        title: SCRIPT,
        subtitle: COMMENT,
        short_description: TITLE_BREAK,
        description: MARKDOWN,
        seo: {
          meta_title: TITLE_BREAK,
          meta_description: `${SCRIPT}${COMMENT}`,
          share_image: "product-pigeon-spikes-1",
        },
      },
    }),
    editEntry("menu", "-", "en", {
      fields: {
        main: BAD_URLS.map((url, i) => ({ name: `Bad ${i} ${SCRIPT}`, cta: false, url })),
        footer: BAD_URLS.map((url, i) => ({ name: `Bad footer ${i}`, cta: false, url })),
      },
    }),
    editEntry("setting", "-", "en", {
      fields: {
        contact: {
          email_address: "info@example.com",
          phone_number: "+31 348 745 210",
          footer_heading: SCRIPT,
          address_heading: COMMENT,
          address: MARKDOWN,
          linkedin: BAD_URLS[0],
          facebook: BAD_URLS[4],
          instagram: BAD_URLS[5],
          youtube: BAD_URLS[3],
        },
        banner: {
          display: true,
          heading: SCRIPT,
          text: COMMENT,
          cta_label: "Click me",
          cta_url: BAD_URLS[1],
        },
      },
    }),
  ]);
  for (const edit of edits) expect(edit.status).toBe(200);
});

// Later tests must not get the hostile answers (or pages) from the cache.
afterAll(restoreSeed);

/** Every opening tag in the HTML with its attributes, entities decoded. */
function tags(html: string): { name: string; attrs: Record<string, string> }[] {
  const out: { name: string; attrs: Record<string, string> }[] = [];
  for (const match of html.matchAll(
    /<([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s=>/]+(?:=(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g,
  )) {
    const attrs: Record<string, string> = {};
    for (const attr of (match[2] ?? "").matchAll(
      /([^\s=>/]+)(?:=(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g,
    )) {
      attrs[attr[1]!.toLowerCase()] = decode(attr[2] ?? attr[3] ?? attr[4] ?? "");
    }
    out.push({ name: match[1]!.toLowerCase(), attrs });
  }
  return out;
}

function decode(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);?/gi, (_, hex: string) =>
      String.fromCodePoint(Number.parseInt(hex, 16)),
    )
    .replace(/&#(\d+);?/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&colon;/gi, ":")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** What a browser would see as the URL's scheme. */
function scheme(url: string): string {
  const stripped = [...url].filter((char) => char.charCodeAt(0) > 0x20).join("");
  return (stripped.match(/^([a-z][a-z0-9+.-]*):/i)?.[1] ?? "").toLowerCase();
}

const SCRIPT_TYPES = new Set(["application/json", "application/ld+json"]);

function expectInertHtml(html: string) {
  // Only the scripts the page itself emits: the client bundle from /assets/, the
  // one inline script the policy names by its hash, or inert data.
  const elements = tags(html);
  const scripts = elements.filter((tag) => tag.name === "script");
  const inline = scripts.filter(
    (script) => script.attrs.src === undefined && !SCRIPT_TYPES.has(script.attrs.type ?? ""),
  );
  expect(inline.length, JSON.stringify(inline)).toBeLessThanOrEqual(1);
  for (const script of scripts) {
    if (script.attrs.src !== undefined) expect(script.attrs.src).toMatch(/^\/assets\//);
  }
  expect(html).not.toMatch(/alert\('xss-[a-z]+'\)<\/script>/);
  for (const tag of elements) {
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(name.startsWith("on"), `${tag.name} ${name}`).toBe(false);
      if (["href", "src", "action", "formaction", "xlink:href", "poster"].includes(name)) {
        expect(["javascript", "data", "vbscript"], `${tag.name} ${name}=${value}`).not.toContain(
          scheme(value),
        );
      }
    }
  }
  // Exactly one title element, whose text holds the payload escaped.
  expect(html.match(/<title[\s>]/g)?.length).toBe(1);
  expect(html.match(/<\/title>/g)?.length).toBe(1);
  // No comment opened by content.
  expect(html).not.toContain("<!--<img");
  // Every data script parses as JSON and holds no raw markup.
  for (const match of html.matchAll(
    /<script[^>]*type="application\/(?:ld\+)?json"[^>]*>([\s\S]*?)<\/script>/g,
  )) {
    const body = match[1]!;
    expect(body).not.toMatch(/[<>\u2028\u2029]/);
    expect(() => JSON.parse(body)).not.toThrow();
  }
}

/** Every string in a JSON value. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("hostile content from the CMS", () => {
  it("the product page keeps every payload inert", async () => {
    const page = await get(PRODUCT);
    expect(page.status).toBe(200);
    // The edits are live: the payload text is on the page (escaped).
    expect(page.body).toContain("alert(&#x27;xss-title&#x27;)");
    expectInertHtml(page.body);
    // The JSON-LD still carries the title as a plain string.
    const ld = [
      ...page.body.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
    ].map((m) => JSON.parse(m[1]!) as unknown);
    expect(strings(ld)).toContain(SCRIPT);
    // Menu, banner and social links with unsafe URLs are not links.
    expect(page.body).toContain("Bad 0");
    expect(page.body).not.toMatch(/href="[^"]*xss-url/);
  });

  it("markdown renders without live markup or unsafe links", async () => {
    const page = await get(PRODUCT);
    // Raw HTML in markdown is shown as text (typographer curls the quotes, and
    // "xss-md" has a no-break hyphen after its short first part).
    expect(page.body).toMatch(/&lt;script&gt;alert\(.xss[-\u2011]md.\)&lt;\/script&gt;/);
    expect(page.body).not.toMatch(/href="[^"]*xss-md/);
    expect(page.body).not.toMatch(/<img[^>]*onerror/);
  });

  it("the route-data and layout JSON carry no unsafe URL or live markup", async () => {
    const data = await get(`/api/route-data?path=${encodeURIComponent(PRODUCT)}`);
    expect(data.status).toBe(200);
    expect(data.headers.get("content-type")).toMatch(/^application\/json/);
    const layout = await get("/api/layout/en");
    expect(layout.status).toBe(200);
    for (const body of [data.body, layout.body]) {
      const parsed = JSON.parse(body) as unknown;
      const all = strings(parsed);
      // Markdown became HTML on the server: that HTML has no live tags or unsafe links.
      for (const text of all.filter((s) => s.includes("<"))) {
        if (RAW_TEXT.has(text) || text.startsWith("Bad")) continue;
        expectNoLiveMarkup(text);
      }
      expect(all.filter((s) => /xss-url/.test(s) && scheme(s) !== "")).toEqual([]);
    }
  });

  it("other locales and pages are untouched by the edits and still render", async () => {
    const page = await get("/nl");
    expect(page.status).toBe(200);
    expectInertHtml(page.body);
    const home = await get("/");
    expect(home.status).toBe(200);
    expectInertHtml(home.body);
  });
});

function expectNoLiveMarkup(html: string) {
  for (const tag of tags(html)) {
    expect(tag.name, html).not.toBe("script");
    for (const [name, value] of Object.entries(tag.attrs)) {
      expect(name.startsWith("on"), html).toBe(false);
      if (name === "href" || name === "src")
        expect(["javascript", "data", "vbscript"]).not.toContain(scheme(value));
    }
  }
}
