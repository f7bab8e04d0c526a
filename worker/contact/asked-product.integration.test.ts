/**
 * A request about a product, in workerd against the real local content service:
 * the product page's actions lead to the finder and to the contact form with
 * `?product=<slug>`; the contact page names only a product its locale publishes,
 * in the message and as the page the request is about, and never stores anything
 * for a slug nobody publishes.
 */
import { describe, expect, it } from "vitest";
import { VALID_FORM } from "../../shared/contact-form.table";
import {
  asShown,
  cmsCalls,
  cmsContactRequests,
  decodeEntities,
  get,
  resetProxy,
  siteUrl,
} from "../../testing/helpers";

const ASK_DE = "Ich hätte gern eine Beratung oder ein Angebot für „Taubenspikes“.";

function textareaOf(html: string): string {
  return decodeEntities(
    html.match(/<textarea[^>]*name="message"[^>]*>([^<]*)<\/textarea>/)?.[1] ?? "",
  );
}

function formTagOf(html: string): string {
  return decodeEntities(html.match(/<form[^>]*class="contact-form"[^>]*>/)?.[0] ?? "");
}

describe("a product's actions", () => {
  it("lead to the seller finder and to the contact form naming the product, in its locale", async () => {
    const { status, body } = await get("/de/produkte/taubenspikes");
    expect(status).toBe(200);
    // As a reader sees it: the page puts soft hyphens into long words (shared/hyphens.ts).
    const html = asShown(body);
    expect(html).toMatch(
      /<a[^>]*href="\/de\/haendler-finden"[^>]*><span class="button__label">(<svg.*?<\/svg>)?Händler finden<\/span><\/a>/,
    );
    expect(html).toMatch(
      /<a[^>]*href="\/de\/kontakt\?product=taubenspikes"[^>]*><span class="button__label">(<svg.*?<\/svg>)?Beratung oder Angebot anfragen<\/span><\/a>/,
    );
    // The datasheet the product names and its manual beside them.
    expect(html).toMatch(
      /class="product-document"[^>]*>.*?Datenblatt\s– Taubenspikes.*?PDF · 4 kB/,
    );
    expect(html).toContain('href="/de/anleitungen/taubenspikes-montieren"');
  });
});

describe("the contact page with ?product=", () => {
  it("starts the message with the product and links back to it", async () => {
    const { status, body, headers } = await get("/de/kontakt?product=taubenspikes");
    expect(status).toBe(200);
    // It carries the visitor's own form: never kept by a shared cache.
    expect(headers.get("cache-control") ?? "").toMatch(/private|no-store/);
    expect(textareaOf(body)).toBe(ASK_DE);
    const html = decodeEntities(body);
    expect(html).toMatch(
      /class="contact-form__about".*?href="\/de\/produkte\/taubenspikes"[^>]*>Taubenspikes</,
    );
    // Without JavaScript the form posts back with the product and names its page.
    expect(formTagOf(body)).toContain('action="/de/kontakt?product=taubenspikes"');
    expect(html).toContain('name="page_path" value="/de/produkte/taubenspikes"');
  });

  it("names only a product the locale publishes; anything else leaves the form as it is", async () => {
    const plain = await get("/de/kontakt");
    for (const value of [
      "no-such-product",
      "pigeon-spikes", // the English slug: not a German product
      "<script>alert(1)</script>",
      "x".repeat(500),
      "",
    ]) {
      const { status, body } = await get(`/de/kontakt?product=${encodeURIComponent(value)}`);
      expect(status, value).toBe(200);
      expect(textareaOf(body), value).toBe("");
      expect(body, value).not.toContain('class="contact-form__about"');
      expect(body, value).not.toContain("<script>alert");
      expect(formTagOf(body), value).toContain('action="/de/kontakt"');
    }
    expect(textareaOf(plain.body)).toBe("");
  });

  it("looks products up in the locale's listing: invented slugs cost no call and no entry per slug", async () => {
    await get("/de/kontakt?product=warm-up");
    await resetProxy();
    for (let i = 0; i < 5; i++) await get(`/de/kontakt?product=invented-${i}-${Date.now()}`);
    const calls = await cmsCalls();
    expect(calls.product ?? 0).toBe(0);
    expect(calls.products ?? 0).toBeLessThanOrEqual(1);
  });

  it("carries the product's page with the request, and refuses a page path that is not the site's", async () => {
    const marker = `asked-${crypto.randomUUID()}`;
    const send = (page_path: string, ip: string) =>
      fetch(`${siteUrl()}/api/contact`, {
        method: "POST",
        headers: {
          origin: siteUrl(),
          "sec-fetch-site": "same-origin",
          "content-type": "application/json",
          "cf-connecting-ip": ip,
        },
        body: JSON.stringify({
          ...VALID_FORM,
          message: `${marker} ${page_path}: ${ASK_DE}`,
          idempotency_key: crypto.randomUUID().replaceAll("-", ""),
          locale: "de",
          page_path,
        }),
      });
    expect((await send("/de/produkte/taubenspikes", "203.0.113.71")).status).toBe(201);
    expect((await send("//evil.example/x", "203.0.113.72")).status).toBe(201);
    expect((await send("/de/produkte/<b>", "203.0.113.73")).status).toBe(201);
    let arrived: Awaited<ReturnType<typeof cmsContactRequests>> = [];
    for (let i = 0; i < 50 && arrived.length < 3; i++) {
      arrived = (await cmsContactRequests()).filter((r) => r.message.startsWith(marker));
      if (arrived.length < 3) await new Promise((r) => setTimeout(r, 200));
    }
    const byPath = Object.fromEntries(
      arrived.map((r) => [r.message.slice(marker.length + 1).split(":")[0], r.page_url]),
    );
    expect(byPath["/de/produkte/taubenspikes"]).toBe(`${siteUrl()}/de/produkte/taubenspikes`);
    expect(byPath["//evil.example/x"]).toBeNull();
    expect(byPath["/de/produkte/<b>"]).toBeNull();
  });
});
