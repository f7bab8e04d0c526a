import { describe, expect, it } from "vitest";
import { SEED_TIMESTAMP } from "./content";
import { harness } from "./fixtures/harness";
import { fixtureSeed } from "./fixtures/index";

describe("collections", () => {
  it("wraps records Strapi style and defaults to locale nl", async () => {
    const h = harness();
    const data = await h.data(
      `{ products { data { id attributes { title slug locale publishedAt updatedAt } } meta { pagination { total page pageSize pageCount } } } }`,
    );
    expect(data.products.meta.pagination).toEqual({
      total: 3,
      page: 1,
      pageSize: 10,
      pageCount: 1,
    });
    expect(data.products.data[0]).toEqual({
      id: "1",
      attributes: {
        title: "Duivenpinnen",
        slug: "duivenpinnen",
        locale: "nl",
        publishedAt: SEED_TIMESTAMP,
        updatedAt: SEED_TIMESTAMP,
      },
    });
    expect(data.products.data.map((e: any) => e.id)).toEqual(["1", "9", "17"]);
  });

  it("gives every locale of a record its own stable id", async () => {
    const h = harness();
    const en = await h.data(`{ products(locale: "en") { data { id attributes { slug } } } }`);
    expect(en.products.data).toEqual([
      { id: "2", attributes: { slug: "pigeon-spikes" } },
      { id: "10", attributes: { slug: "bird-netting" } },
      { id: "18", attributes: { slug: "sonic-deterrent" } },
    ]);
    const again = await h.data(`{ products(locale: "en") { data { id } } }`);
    expect(again.products.data.map((e: any) => e.id)).toEqual(["2", "10", "18"]);
  });

  it("answers an empty list for a slug that does not exist in that locale", async () => {
    const h = harness();
    const data = await h.data(
      `query product($slug: String, $locale: I18NLocaleCode) {
      products(filters: { slug: { eq: $slug } }, locale: $locale) { data { id } meta { pagination { total } } } }`,
      { slug: "pigeon-spikes", locale: "nl" },
    );
    expect(data.products).toEqual({ data: [], meta: { pagination: { total: 0 } } });
  });

  it("takes locale all", async () => {
    const h = harness();
    const data = await h.data(
      `{ products(locale: "all", pagination: { limit: 100 }) { meta { pagination { total } } } }`,
    );
    expect(data.products.meta.pagination.total).toBe(8);
  });
});

describe("localizations", () => {
  it("lists the other locales of the record, never itself", async () => {
    const h = harness();
    const data = await h.data(
      `query product($slug: String!, $locale: I18NLocaleCode) {
      products(filters: { slug: { eq: $slug } }, locale: $locale) {
        data { id attributes { locale localizations { data { id attributes { locale slug } } } } } } }`,
      { slug: "pigeon-spikes", locale: "en" },
    );
    const [product] = data.products.data;
    expect(product.attributes.locale).toBe("en");
    expect(product.attributes.localizations.data).toEqual([
      { id: "1", attributes: { locale: "nl", slug: "duivenpinnen" } },
      { id: "4", attributes: { locale: "de", slug: "taubenspikes" } },
      { id: "6", attributes: { locale: "fr", slug: "pics-anti-pigeons" } },
    ]);
  });

  it("resolves nested selections of localizations in their own locale", async () => {
    const h = harness();
    const data =
      await h.data(`{ faqArticles(filters: { slug: { eq: "materials" } }, locale: "en") { data { attributes {
      localizations { data { attributes { locale slug faq_category { data { attributes { slug } } } } } } } } } }`);
    expect(data.faqArticles.data[0].attributes.localizations.data).toEqual([
      {
        attributes: {
          locale: "nl",
          slug: "materiaal",
          faq_category: { data: { attributes: { slug: "producten" } } },
        },
      },
    ]);
  });

  it("leaves drafts out unless asked for with PREVIEW", async () => {
    const h = harness();
    const q = (
      state: string,
    ) => `{ products(locale: "nl", filters: { slug: { eq: "vogelnet" } }) { data { attributes {
      localizations(publicationState: ${state}) { data { attributes { locale publishedAt } } } } } } }`;
    const live = await h.data(q("LIVE"));
    expect(
      live.products.data[0].attributes.localizations.data.map((l: any) => l.attributes.locale),
    ).toEqual(["en"]);
    const preview = await h.data(q("PREVIEW"));
    expect(preview.products.data[0].attributes.localizations.data).toEqual([
      { attributes: { locale: "en", publishedAt: SEED_TIMESTAMP } },
      { attributes: { locale: "de", publishedAt: null } },
    ]);
  });
});

describe("relations", () => {
  const query = `query($locale: I18NLocaleCode) { products(locale: $locale, filters: { slug: { in: ["duivenpinnen", "pigeon-spikes"] } }) {
    data { attributes { solutions { data { id attributes { slug locale } } } manuals { data { attributes { slug } } } } } } }`;

  it("resolve keys to the record in the same locale", async () => {
    const h = harness();
    const nl = await h.data(query, { locale: "nl" });
    expect(nl.products.data[0].attributes.solutions.data.map((s: any) => s.attributes)).toEqual([
      { slug: "duiven-op-gebouwen", locale: "nl" },
      { slug: "vogels-in-stallen", locale: "nl" },
    ]);
  });

  it("leave out a related record that is missing in that locale", async () => {
    const h = harness();
    const en = await h.data(query, { locale: "en" });
    expect(
      en.products.data[0].attributes.solutions.data.map((s: any) => s.attributes.slug),
    ).toEqual(["pigeons-on-buildings"]);
    const de = await h.data(
      `{ products(locale: "de") { data { attributes { manuals { data { id } } } } } }`,
    );
    expect(de.products.data[0].attributes.manuals.data).toEqual([]);
  });

  it("give null for a to-one relation missing in that locale", async () => {
    const h = harness();
    const data =
      await h.data(`{ pages(locale: "de", filters: { slug: { eq: "ueber-uns" } }) { data { attributes { parent { data { id } } } } }
      en: pages(locale: "en", filters: { slug: { eq: "our-story" } }) { data { attributes { parent { data { id attributes { slug } } } } } } }`);
    expect(data.pages.data[0].attributes.parent).toEqual({ data: null });
    expect(data.en.data[0].attributes.parent).toEqual({
      data: { id: "18", attributes: { slug: "about-us" } },
    });
  });

  it("carry the root publication state: drafts appear only under PREVIEW", async () => {
    const h = harness();
    const q = `query($state: PublicationState) { pages(locale: "de", publicationState: $state, filters: { slug: { eq: "ueber-uns" } }) {
      data { attributes { title } } } products(locale: "de", publicationState: $state) { data { attributes { slug publishedAt } } } }`;
    const live = await h.data(q, { state: "LIVE" });
    expect(live.products.data.map((p: any) => p.attributes.slug)).toEqual(["taubenspikes"]);
    const preview = await h.data(q, { state: "PREVIEW" });
    expect(preview.products.data).toEqual([
      { attributes: { slug: "taubenspikes", publishedAt: SEED_TIMESTAMP } },
      { attributes: { slug: "vogelnetz", publishedAt: null } },
    ]);
  });
});

describe("a product's datasheet", () => {
  const v4 = `query($locale: I18NLocaleCode, $state: PublicationState) {
    products(locale: $locale, publicationState: $state) { data { attributes { slug
      datasheet { data { id attributes { title locale file { data { attributes { mime } } } } } } } } } }`;
  const v5 = `query($locale: I18NLocaleCode, $status: PublicationStatus) {
    products(locale: $locale, status: $status) { slug datasheet { documentId title locale } }
    downloads(locale: $locale, status: $status) { documentId } }`;
  /** The fixture seed with its one download a draft in English. */
  function draftInEnglish() {
    const seed = fixtureSeed();
    const english = seed.collections.downloads[0]?.locales.en;
    if (!english) throw new Error("the fixture's download has no English record");
    english.draft = true;
    return seed;
  }

  it("is the one download the product names, in the product's locale, or null", async () => {
    const h = harness();
    const nl = await h.data(v4, { locale: "nl" });
    expect(nl.products.data.map((p: any) => p.attributes)).toEqual([
      {
        slug: "duivenpinnen",
        datasheet: {
          data: {
            id: "1",
            attributes: {
              title: "Productblad duivenpinnen",
              locale: "nl",
              file: { data: { attributes: { mime: "application/pdf" } } },
            },
          },
        },
      },
      // A product that names no datasheet has none.
      { slug: "vogelnet", datasheet: { data: null } },
      { slug: "geluidsverjager", datasheet: { data: null } },
    ]);
    const en = await h.data(v4, { locale: "en" });
    expect(en.products.data[0].attributes.datasheet.data).toMatchObject({
      id: "2",
      attributes: { title: "Datasheet pigeon spikes", locale: "en" },
    });
    // The download has no German record: the German product's datasheet is null.
    const de = await h.data(v4, { locale: "de" });
    expect(de.products.data[0].attributes).toEqual({
      slug: "taubenspikes",
      datasheet: { data: null },
    });
  });

  it("is null under LIVE when the download is a draft in that locale, and there under PREVIEW", async () => {
    const h = harness({ seed: draftInEnglish() });
    const live = await h.data(v4, { locale: "en", state: "LIVE" });
    expect(live.products.data[0].attributes.datasheet).toEqual({ data: null });
    const preview = await h.data(v4, { locale: "en", state: "PREVIEW" });
    expect(preview.products.data[0].attributes.datasheet.data).toMatchObject({
      id: "2",
      attributes: { title: "Datasheet pigeon spikes" },
    });
  });

  it("is the download itself in Strapi 5's shape, named by its documentId, or null", async () => {
    const h = harness({ strapiVersion: 5 });
    const nl = await h.data(v5, { locale: "nl" });
    const [download] = nl.downloads;
    expect(download.documentId).toMatch(/^[0-9a-z]{24}$/);
    expect(nl.products).toEqual([
      {
        slug: "duivenpinnen",
        datasheet: {
          documentId: download.documentId,
          title: "Productblad duivenpinnen",
          locale: "nl",
        },
      },
      { slug: "vogelnet", datasheet: null },
      { slug: "geluidsverjager", datasheet: null },
    ]);
    const de = await h.data(v5, { locale: "de" });
    expect(de.products[0]).toEqual({ slug: "taubenspikes", datasheet: null });

    const drafts = harness({ seed: draftInEnglish(), strapiVersion: 5 });
    const published = await drafts.data(v5, { locale: "en", status: "PUBLISHED" });
    expect(published.products[0].datasheet).toBeNull();
    const draft = await drafts.data(v5, { locale: "en", status: "DRAFT" });
    expect(draft.products[0].datasheet).toEqual({
      documentId: download.documentId,
      title: "Datasheet pigeon spikes",
      locale: "en",
    });
  });
});

describe("drafts and the API token", () => {
  const blogs = `query($state: PublicationState) { blogs(locale: "de", publicationState: $state) { data { attributes { slug publishedAt } } } }`;

  it("returns drafts only with PREVIEW", async () => {
    const h = harness();
    expect((await h.data(blogs, { state: "LIVE" })).blogs.data).toHaveLength(1);
    const preview = await h.data(blogs, { state: "PREVIEW" });
    expect(preview.blogs.data).toContainEqual({
      attributes: { slug: "tierfreundliche-vogelabwehr", publishedAt: null },
    });
  });

  it("requires the token for PREVIEW when one is set, and keeps LIVE public", async () => {
    const h = harness({ apiToken: "s3cret" });
    const denied = await h.gql(blogs, { state: "PREVIEW" });
    expect(denied.status).toBe(200);
    expect(denied.body.data).toEqual({ blogs: null });
    expect(denied.body.errors?.[0]).toMatchObject({
      message: "Forbidden access",
      path: ["blogs"],
      extensions: {
        code: "FORBIDDEN",
        error: { name: "ForbiddenError", message: "Forbidden access" },
      },
    });
    expect((await h.data(blogs, { state: "PREVIEW" }, "Bearer s3cret")).blogs.data).toHaveLength(2);
    expect((await h.data(blogs, { state: "LIVE" })).blogs.data).toHaveLength(1);
  });
});

describe("filters", () => {
  const slugs = async (query: string, variables?: Record<string, unknown>) => {
    const data = await harness().data(query, variables);
    const list = Object.values(data)[0] as { data: { attributes: { slug: string } }[] };
    return list.data.map((e) => e.attributes.slug);
  };
  const products = (filters: string) =>
    `{ products(locale: "en", filters: ${filters}) { data { attributes { slug } } } }`;

  it("supports the string operators", async () => {
    expect(await slugs(products(`{ title: { eqi: "PIGEON SPIKES" } }`))).toEqual(["pigeon-spikes"]);
    expect(await slugs(products(`{ slug: { ne: "pigeon-spikes" } }`))).toEqual([
      "bird-netting",
      "sonic-deterrent",
    ]);
    expect(await slugs(products(`{ slug: { notIn: ["pigeon-spikes", "bird-netting"] } }`))).toEqual(
      ["sonic-deterrent"],
    );
    expect(await slugs(products(`{ title: { contains: "net" } }`))).toEqual(["bird-netting"]);
    expect(await slugs(products(`{ title: { contains: "NET" } }`))).toEqual([]);
    expect(await slugs(products(`{ title: { containsi: "NET" } }`))).toEqual(["bird-netting"]);
    expect(await slugs(products(`{ slug: { startsWith: "so" } }`))).toEqual(["sonic-deterrent"]);
    expect(await slugs(products(`{ id: { in: ["2", "18"] } }`))).toEqual([
      "pigeon-spikes",
      "sonic-deterrent",
    ]);
  });

  it("supports null, and, or and not", async () => {
    expect(await slugs(products(`{ title: { null: false } }`))).toHaveLength(3);
    expect(await slugs(products(`{ title: { null: true } }`))).toEqual([]);
    expect(
      await slugs(
        products(`{ or: [{ slug: { eq: "bird-netting" } }, { slug: { eq: "sonic-deterrent" } }] }`),
      ),
    ).toEqual(["bird-netting", "sonic-deterrent"]);
    expect(
      await slugs(
        products(`{ and: [{ slug: { startsWith: "b" } }, { title: { containsi: "bird" } }] }`),
      ),
    ).toEqual(["bird-netting"]);
    expect(await slugs(products(`{ not: { slug: { eq: "bird-netting" } } }`))).toEqual([
      "pigeon-spikes",
      "sonic-deterrent",
    ]);
    expect(
      await slugs(
        `{ solutions(filters: { coming_soon: { eq: true } }) { data { attributes { slug } } } }`,
      ),
    ).toEqual(["vogels-in-stallen"]);
  });

  it("filters through relations", async () => {
    const query = `query($category: String) { faqArticles(filters: { faq_category: { slug: { eq: $category } } }) { data { attributes { slug } } } }`;
    expect(await slugs(query, { category: "producten" })).toEqual(["materiaal", "levensduur"]);
    expect(await slugs(query, { category: "montage" })).toEqual(["welke-lijm"]);
  });

  it("refuses contains on the location_types JSON field, as Strapi on PostgreSQL", async () => {
    // (JSONFilterInput has no containsi: the schema refuses that one already.)
    const result = await harness().gql(
      `{ saleLocations(filters: { location_types: { contains: "installer" } }) { data { id } } }`,
    );
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.data).toEqual({ saleLocations: null });
    expect(result.body.errors?.[0]?.message).toBe("Internal Server Error");
    expect(result.body.errors?.[0]?.extensions?.code).toBe("INTERNAL_SERVER_ERROR");
  });

  it("filters sale locations by their user", async () => {
    const h = harness();
    const data = await h.data(
      `query saleLocations($country: String) {
      byUser: saleLocations(filters: { user: { country_iso: { eq: $country } } }) { data { id attributes { city user { data { id attributes { company_name } } } } } }
      inNl: saleLocations(filters: { country_iso: { eq: "NL" } }, pagination: { pageSize: 2 }) { data { id } meta { pagination { total pageCount } } } }`,
      { country: "DE" },
    );
    expect(data.byUser.data.map((l: any) => [l.id, l.attributes.city])).toEqual([
      ["3", "Berlin"],
      ["4", "Mönchengladbach"],
    ]);
    expect(data.byUser.data[0].attributes.user.data).toEqual({
      id: "2",
      attributes: { company_name: "Vogelabwehr DE" },
    });
    expect(data.inNl).toEqual({
      data: [{ id: "1" }, { id: "2" }],
      meta: { pagination: { total: 3, pageCount: 2 } },
    });
  });

  it("rejects an unknown operator path with a validation error", async () => {
    const result = await harness().gql(
      `{ products(filters: { slug: { like: "x" } }) { data { id } } }`,
    );
    expect(result.status).toBe(400);
  });
});

describe("pagination", () => {
  const meta = async (pagination: string) => {
    const h = harness();
    return h.data(
      `{ products(locale: "all", pagination: ${pagination}) { data { id } meta { pagination { total page pageSize pageCount } } } }`,
    );
  };

  it("pages with page and pageSize", async () => {
    const data = await meta(`{ page: 2, pageSize: 3 }`);
    expect(data.products.meta.pagination).toEqual({ total: 8, page: 2, pageSize: 3, pageCount: 3 });
    expect(data.products.data.map((e: any) => e.id)).toEqual(["6", "9", "10"]);
  });

  it("pages with start and limit, and caps the size at 100", async () => {
    const data = await meta(`{ start: 6, limit: 3 }`);
    expect(data.products.meta.pagination).toEqual({ total: 8, page: 3, pageSize: 3, pageCount: 3 });
    expect(data.products.data.map((e: any) => e.id)).toEqual(["17", "18"]);
    expect((await meta(`{ pageSize: 500 }`)).products.meta.pagination.pageSize).toBe(100);
    expect((await meta(`{ limit: -1 }`)).products.meta.pagination.pageSize).toBe(100);
  });

  it("refuses to mix both styles", async () => {
    const result = await harness().gql(
      `{ products(pagination: { page: 1, limit: 2 }) { data { id } } }`,
    );
    expect(result.body.errors?.[0]?.message).toBe(
      "Cannot use both page & offset pagination in the same query",
    );
    expect(result.body.data).toEqual({ products: null });
  });
});

describe("sort", () => {
  it("sorts by several keys and directions", async () => {
    const h = harness();
    const data = await h.data(`{ byDate: blogs(sort: ["date:desc"]) { data { attributes { slug } } }
      byType: blogs(sort: ["type:desc", "title:asc"]) { data { attributes { slug type } } } }`);
    expect(data.byDate.data.map((b: any) => b.attributes.slug)).toEqual([
      "beurs-2026",
      "diervriendelijke-vogelwering",
      "waarom-duiven-terugkomen",
    ]);
    expect(data.byType.data.map((b: any) => b.attributes.slug)).toEqual([
      "beurs-2026",
      "diervriendelijke-vogelwering",
      "waarom-duiven-terugkomen",
    ]);
  });

  it("sorts through a relation", async () => {
    const h = harness();
    const data = await h.data(
      `{ faqArticles(sort: ["faq_category.position:desc", "position:asc"]) { data { attributes { slug } } } }`,
    );
    expect(data.faqArticles.data.map((a: any) => a.attributes.slug)).toEqual([
      "welke-lijm",
      "levensduur",
      "materiaal",
    ]);
  });

  it("rejects an unknown sort key", async () => {
    const result = await harness().gql(`{ blogs(sort: ["nope:asc"]) { data { id } } }`);
    expect(result.body.errors?.[0]).toMatchObject({
      message: "Invalid key nope",
      extensions: { code: "BAD_USER_INPUT" },
    });
  });
});

describe("components and dynamic zones", () => {
  it("resolves dynamic-zone entries by __typename and unknown ones to Error", async () => {
    const h = harness();
    const data =
      await h.data(`{ pages(filters: { slug: { eq: "over-ons" } }) { data { attributes { content {
      __typename
      ... on ComponentContentText { id body }
      ... on ComponentContentTextImage { heading image { data { attributes { url } } } }
      ... on ComponentContentCallToAction { cta { label color page { data { attributes { slug } } } } }
      ... on ComponentContentProductList { products { data { attributes { slug } } } }
      ... on Error { code message } } } } } }`);
    const content = data.pages.data[0].attributes.content;
    expect(content.map((c: any) => c.__typename)).toEqual([
      "ComponentContentText",
      "ComponentContentTextImage",
      "ComponentContentCallToAction",
      "ComponentContentProductList",
      "Error",
    ]);
    expect(content[0].id).toMatch(/^\d+$/);
    expect(content[1].image.data.attributes.url).toMatch(
      /^http:\/\/cms\.test\/uploads\/team_[0-9a-f]{6}\.svg$/,
    );
    expect(content[2].cta).toEqual({
      label: "Contact",
      color: "green",
      page: { data: { attributes: { slug: "contact" } } },
    });
    expect(content[3].products.data.map((p: any) => p.attributes.slug)).toEqual([
      "duivenpinnen",
      "vogelnet",
      "geluidsverjager",
    ]);
    expect(content[4]).toEqual({
      __typename: "Error",
      code: "UNKNOWN_COMPONENT",
      message: expect.stringContaining("ComponentContentVideo"),
    });
  });

  it("numbers components without an id and keeps given ids", async () => {
    const h = harness();
    const data = await h.data(`{ products { data { attributes { specifications { id label } } } }
      pages(locale: "en", filters: { slug: { eq: "about-us" } }) { data { attributes { content { ... on ComponentContentImage { id caption } } } } } }`);
    const specs = data.products.data[0].attributes.specifications;
    expect(specs.map((s: any) => s.label)).toEqual(["Materiaal", "Lengte"]);
    for (const s of specs) expect(s.id).toMatch(/^\d+$/);
    expect(new Set(specs.map((s: any) => s.id)).size).toBe(2);
    expect(data.pages.data[0].attributes.content[0]).toEqual({ id: "77", caption: "The team" });
  });
});

describe("single types", () => {
  it("answers menu per locale with relations inside components", async () => {
    const h = harness();
    const data =
      await h.data(`query menu($locale: I18NLocaleCode) { menu(locale: $locale) { data { id attributes { locale footer_menu_heading main {
      id name cta url page { data { attributes { slug } } }
      children { name product { data { attributes { slug } } } for_who { data { attributes { slug } } } solution { data { attributes { slug } } } } } } } } }`);
    const menu = data.menu.data;
    expect(menu.id).toBe("1");
    expect(menu.attributes.locale).toBe("nl");
    expect(menu.attributes.main[0].page.data.attributes.slug).toBe("producten");
    expect(menu.attributes.main[0].children[0].product.data.attributes.slug).toBe("duivenpinnen");
    expect(menu.attributes.main[1].page).toEqual({ data: null });
    expect(menu.attributes.main[1].children[0].for_who.data.attributes.slug).toBe("boeren");
    expect(menu.attributes.main[1].children[1].solution.data.attributes.slug).toBe(
      "duiven-op-gebouwen",
    );
    expect(menu.attributes.main[3]).toMatchObject({
      name: "Extern",
      url: "https://example.com",
      page: { data: null },
    });
  });

  it("answers data null for a missing locale and a draft under LIVE", async () => {
    const h = harness();
    expect((await h.data(`{ menu(locale: "fr") { data { id } } }`)).menu).toEqual({ data: null });
    expect((await h.data(`{ menu(locale: "de") { data { id } } }`)).menu).toEqual({ data: null });
    expect(
      (await h.data(`{ menu(locale: "de", publicationState: PREVIEW) { data { id } } }`)).menu.data
        .id,
    ).toBe("4");
  });

  it("answers settings, the home content and the sale-location countries", async () => {
    const h = harness();
    const data = await h.data(`{
      setting { data { attributes { contact { email_address } page_links { products { data { attributes { slug } } } blogs { data { id } } } banner { display } } } }
      settingsContentSection(locale: "en") { data { attributes { featured_slider { id title image { data { id attributes { url width height } } } } } } }
      settingSaleLocations { data { id attributes { used_countries updatedAt } } } }`);
    expect(data.setting.data.attributes.contact.email_address).toBe("info@example.nl");
    expect(data.setting.data.attributes.page_links.products.data.attributes.slug).toBe("producten");
    expect(data.setting.data.attributes.page_links.blogs).toEqual({ data: null });
    const slide = data.settingsContentSection.data.attributes.featured_slider[0];
    expect(slide.image.data.attributes).toMatchObject({ width: 1920, height: 800 });
    expect(data.settingSaleLocations.data).toEqual({
      id: "1",
      attributes: { used_countries: ["NL", "DE", "BE"], updatedAt: SEED_TIMESTAMP },
    });
  });
});

describe("request errors", () => {
  it("answers 400 for syntax and validation errors", async () => {
    const h = harness();
    const syntax = await h.gql(`{ products { data { id }`);
    expect(syntax.status).toBe(400);
    expect(syntax.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_PARSE_FAILED");
    const invalid = await h.gql(`{ products { data { nope } } }`);
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.[0]?.extensions?.code).toBe("GRAPHQL_VALIDATION_FAILED");
    const variables = await h.gql(
      `query($n: Int!) { products(pagination: { page: $n }) { data { id } } }`,
      {},
    );
    expect(variables.status).toBe(400);
    expect(variables.body.data).toBeUndefined();
  });

  it("reports the operation name", async () => {
    const result = await harness().gql(`query menu { menu { data { id } } }`);
    expect(result.operationName).toBe("menu");
  });
});
