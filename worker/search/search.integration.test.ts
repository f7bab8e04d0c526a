/**
 * Site search against the real stack: the worker in workerd builds each locale's
 * index from the bundled content service's seed, answers `GET /api/search` and the
 * search page, and rebuilds when the editor stand-in changes a product.
 */
import { afterAll, describe, expect, it } from "vitest";
import type { Locale } from "../../shared/locales";
import { buildPath, pagePath } from "../../shared/routes";
import type { SearchAnswer } from "../../shared/search";
import { CMS_TIMEOUT_MS } from "../../testing/cms-proxy";
import {
  cmsQuery,
  decodeEntities,
  editEntry,
  get,
  jsonLines,
  resetProxy,
  restoreSeed,
  sendWebhook,
  setCmsMode,
  siteLog,
} from "../../testing/helpers";

let visitor = 0;
/** Each test is its own visitor, so that one test's queries do not spend another's rate limit. */
const nextIp = () => `198.51.100.${++visitor % 250}`;

async function search(params: Record<string, string>, ip = nextIp()) {
  const response = await get(`/api/search?${new URLSearchParams(params)}`, {
    headers: { "cf-connecting-ip": ip },
  });
  return { ...response, json: () => JSON.parse(response.body) as SearchAnswer };
}

async function paths(locale: Locale, q: string): Promise<string[]> {
  const response = await search({ q, locale, limit: "50" });
  expect(response.status).toBe(200);
  return response.json().hits.map((hit) => hit.path);
}

/** The optical gel in each locale, found by a word of its body, that word mistyped, and another form of it. */
const OPTICAL_GEL: Record<Locale, { slug: string; word: string; typo: string; form: string }> = {
  en: { slug: "optical-gel", word: "flickering", typo: "flikering", form: "flicker" },
  "en-US": { slug: "optical-gel", word: "flickering", typo: "flickerring", form: "flickers" },
  nl: { slug: "optische-gel", word: "flakkerend", typo: "flakerend", form: "flakkerende" },
  de: { slug: "optisches-gel", word: "flackerndes", typo: "flakerndes", form: "flackernde" },
  es: { slug: "gel-optico", word: "parpadeante", typo: "parpadeente", form: "parpadeantes" },
  fr: { slug: "gel-optique", word: "vacillant", typo: "vacilant", form: "vacillants" },
  it: { slug: "gel-ottico", word: "tremolanti", typo: "tremolnti", form: "tremolante" },
  sv: { slug: "optisk-gel", word: "fladdrande", typo: "fladrande", form: "fladdra" },
};

afterAll(restoreSeed);

/**
 * The site's log lines of one event since `from`. The log reaches the test through
 * wrangler's output, a moment after the answer: read until it has the event and
 * has stopped growing.
 */
async function logged(event: string, from: number): Promise<Record<string, unknown>[]> {
  let lines: Record<string, unknown>[] = [];
  for (let attempt = 0, quiet = 0; attempt < 30 && quiet < 3; attempt++) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    const now = jsonLines((await siteLog(from)).lines).filter((line) => line.event === event);
    quiet = now.length > 0 && now.length === lines.length ? quiet + 1 : 0;
    lines = now;
  }
  return lines;
}

describe("site search", () => {
  for (const [locale, gel] of Object.entries(OPTICAL_GEL) as [
    Locale,
    (typeof OPTICAL_GEL)["en"],
  ][]) {
    it(`${locale}: finds a product by a word of its body, by that word mistyped and by another form of it`, async () => {
      const product = buildPath({ kind: "product", locale, slug: gel.slug });
      expect(await paths(locale, gel.word)).toContain(product);
      expect(await paths(locale, gel.typo)).toContain(product);
      expect(await paths(locale, gel.form)).toContain(product);
    });
  }

  it("a query in another language's words does not flood the results", async () => {
    // The optical gel's English description, asked of every other language's index.
    for (const locale of ["nl", "de", "es", "fr", "it", "sv"] as const) {
      const answer = (await search({ q: "flickering fire birds avoid", locale })).json();
      expect(answer.total, locale).toBeLessThanOrEqual(1);
    }
    const german = (await search({ q: "flackerndes Feuer", locale: "en" })).json();
    expect(german.total).toBeLessThanOrEqual(1);
  });

  it("finds while typing, folds accents and ranks titles over bodies", async () => {
    const prefix = (await search({ q: "Taub", locale: "de" })).json();
    expect(prefix.hits.map((hit) => hit.title)).toContain("Taubenspikes");
    expect(await paths("fr", "goelands")).toEqual(await paths("fr", "goélands"));
    expect((await paths("fr", "goelands")).length).toBeGreaterThan(0);
    const netting = (await search({ q: "netting", locale: "en" })).json();
    expect(netting.hits[0]?.title).toBe("Bird netting");
    expect(netting.hits[0]?.kind).toBe("product");
  });

  it("answers with title, kind, a snippet with the matched words marked, and a count", async () => {
    const answer = (await search({ q: "flackerndes", locale: "de", limit: "5" })).json();
    const hit = answer.hits.find((one) => one.kind === "product");
    expect(hit?.title).toBe("Optisches Gel");
    expect(hit?.snippet.filter((part) => part.hit).map((part) => part.text)).toContain(
      "flackerndes",
    );
    expect(answer.total).toBeGreaterThanOrEqual(answer.hits.length);
    expect(answer.hits.length).toBeLessThanOrEqual(5);
  });

  it("the search page renders the results on the server: noindex, the query in the title, a GET form", async () => {
    const page = await get(`${buildPath({ kind: "search", locale: "de" })}?q=flackerndes`);
    expect(page.status).toBe(200);
    expect(page.body).toMatch(/<meta name="robots" content="noindex/);
    expect(decodeEntities(page.body.match(/<title>([^<]*)<\/title>/)?.[1] ?? "")).toBe(
      "Suche: flackerndes",
    );
    expect(page.body).toContain(
      `href="${buildPath({ kind: "product", locale: "de", slug: "optisches-gel" })}"`,
    );
    expect(page.body).toMatch(/<form[^>]*action="\/de\/suche"[^>]*method="get"/);
    expect(page.body).toMatch(/<input[^>]*name="q"/);
    expect(page.headers.get("cache-control")).not.toMatch(/public/);
  });

  it("without results says so in the visitor's language and suggests the FAQ and the contact form", async () => {
    const settings = await cmsQuery<{
      setting: {
        data: {
          attributes: {
            page_links: Record<"faq" | "contact", { data: { attributes: { slug: string } } }>;
          };
        };
      };
    }>(
      `query { setting(locale: "fr") { data { attributes { page_links {
        faq { data { attributes { slug } } } contact { data { attributes { slug } } } } } } } }`,
    );
    const links = settings.setting.data.attributes.page_links;
    const page = await get(`${buildPath({ kind: "search", locale: "fr" })}?q=zzqxqz`);
    expect(page.status).toBe(200);
    // French sets narrow no-break spaces inside its guillemets (locales/fr/search.po).
    expect(decodeEntities(page.body)).toContain("Aucun résultat pour «\u202fzzqxqz\u202f».");
    expect(page.body).toContain(`href="${pagePath("fr", links.faq.data.attributes.slug)}"`);
    expect(page.body).toContain(`href="${pagePath("fr", links.contact.data.attributes.slug)}"`);
  });

  it("hostile queries are escaped or refused, never a server error", async () => {
    const markup = '<script>alert(1)</script><img src=x onerror="alert(2)">';
    const api = await search({ q: markup, locale: "en" });
    expect(api.status).toBe(200);
    expect(api.headers.get("content-type")).toMatch(/application\/json/);
    const page = await get(`/search?${new URLSearchParams({ q: markup })}`);
    expect(page.status).toBe(200);
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).not.toContain("<img src=x");
    expect(page.body).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");

    const long = "pigeon ".repeat(1500);
    expect((await search({ q: long, locale: "en" })).status).toBe(400);
    const longPage = await get(`/search?${new URLSearchParams({ q: long })}`);
    expect(longPage.status).toBe(200);
    expect(longPage.body.match(/<title>([^<]*)<\/title>/)?.[1]?.length).toBeLessThan(260);

    const control = await search({ q: "pigeon\u0000\u0007\u001b[31m spikes\r\n", locale: "en" });
    expect(control.status).toBe(200);
    expect(control.json().query).toBe("pigeon [31m spikes");
    expect((await get(`/search?q=${encodeURIComponent("\u0000\u0001")}`)).status).toBe(200);

    const refusals: Record<string, string>[] = [
      { q: "x", locale: "xx" },
      { q: "x" },
      { q: "x", locale: "en", limit: "0" },
      { q: "x", locale: "en", limit: "51" },
      { q: "x", locale: "en", limit: "ten" },
      { q: "x", locale: "en", extra: "1" },
    ];
    for (const params of refusals) {
      const refused = await search(params);
      expect(refused.status, JSON.stringify(params)).toBe(400);
      expect(refused.json()).toHaveProperty("error");
    }
  });

  it("limits each visitor's searches (429 with Retry-After) and lets browsers keep an answer briefly", async () => {
    const ip = "203.0.113.77";
    const first = await search({ q: "spikes", locale: "en" }, ip);
    expect(first.headers.get("cache-control")).toMatch(/max-age=\d+/);
    let status = first.status;
    // Each a query of its own: a repeated one is answered by the cache in front of
    // the worker (docs/caching.md) and costs the site nothing to limit. Sent 25 at a
    // time, so that the limit's 120 a minute fill within its window even on a slow
    // machine; a window that ends meanwhile only means another 120 to fill.
    for (let sent = 0; sent < 400 && status === 200; sent += 25) {
      const statuses = await Promise.all(
        Array.from(
          { length: 25 },
          async (_, i) => (await search({ q: `spikes ${sent + i}`, locale: "en" }, ip)).status,
        ),
      );
      status = statuses.find((each) => each !== 200) ?? 200;
    }
    expect(status).toBe(429);
    const refused = await search({ q: "spikes refused", locale: "en" }, ip);
    expect(refused.headers.get("retry-after")).toBe("60");
    // Another visitor is not affected.
    expect((await search({ q: "spikes", locale: "en" })).status).toBe(200);
  });

  it("a webhook for a changed product title changes the results on the very next query", async () => {
    expect(await paths("en", "Glimmerflame")).toEqual([]);
    const { next } = await siteLog();
    // The content service delivers the webhook and waits for its answer; the answer
    // comes once the touched locale's index is rebuilt (within a time limit).
    const edit = await editEntry("products", "optical-gel", "en", {
      fields: { title: "Glimmerflame optical gel" },
    });
    expect(edit.body.webhook?.status).toBe(200);
    const product = buildPath({ kind: "product", locale: "en", slug: "optical-gel" });
    const found = (await search({ q: "Glimmerflame", locale: "en" })).json();
    expect(found.hits.map((hit) => [hit.path, hit.title])).toEqual([
      [product, "Glimmerflame optical gel"],
    ]);
    // What an operator sees: the rebuild in the log, of this locale only.
    const built = await logged("search.index_built", next);
    expect(built.map((line) => line.locale)).toEqual(["en"]);
    expect(await paths("de", "Glimmerflame")).toEqual([]);
  });

  it("the webhook's answer names the locales rebuilt; a burst of webhooks costs at most two builds", async () => {
    const { next } = await siteLog();
    const change = { event: "entry.update", model: "product", entry: { id: 1, locale: "sv" } };
    expect(await paths("sv", "fladdrande")).not.toEqual([]);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => sendWebhook(change).then((r) => JSON.parse(r.body))),
    );
    for (const answer of answers)
      expect(answer.search).toEqual({ rebuilt: ["sv"], building: [], failed: [] });
    // One build running, at most one waiting behind it for the rest of the burst.
    const built = await logged("search.index_built", next);
    expect(built.length).toBeGreaterThanOrEqual(1);
    expect(built.length).toBeLessThanOrEqual(2);
    expect(new Set(built.map((line) => line.locale))).toEqual(new Set(["sv"]));
    // A model search does not read rebuilds nothing.
    const seller = await sendWebhook({
      event: "entry.update",
      model: "sale-location",
      entry: { id: 1, locale: "sv" },
    });
    expect(JSON.parse(seller.body).search).toEqual({ rebuilt: [], building: [], failed: [] });
  });

  it("while a rebuild waits on a slow content service, queries answer at once from the index there is", async () => {
    const product = buildPath({ kind: "product", locale: "it", slug: "gel-ottico" });
    expect(await paths("it", "tremolanti")).toContain(product);
    await setCmsMode("slow");
    try {
      const webhook = await sendWebhook({
        event: "entry.update",
        model: "product",
        entry: { id: 1, locale: "it" },
      });
      expect(webhook.status).toBe(200);
      const started = Date.now();
      expect(await paths("it", "tremolanti")).toContain(product);
      expect(Date.now() - started).toBeLessThan(1500);
    } finally {
      // The background build gives up at the content service's timeout and reports
      // it; that report belongs to this test, not to the next file's.
      await new Promise((resolve) => setTimeout(resolve, CMS_TIMEOUT_MS + 500));
      await resetProxy();
    }
  });
});
