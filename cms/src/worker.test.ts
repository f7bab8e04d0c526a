import { describe, expect, it } from "vitest";
import { postJson, workerHarness } from "./fixtures/harness";

const CONTACT = `mutation createContactRequest($data: ContactRequestInput!) {
  createContactRequest(data: $data) { data { id attributes { business_name contact_person email phone message locale page_url createdAt } } } }`;
const REQUEST = {
  business_name: "Boerderij de Vogel",
  contact_person: "Anna de Vries",
  email: "anna@example.nl",
  message: "Graag een offerte voor vogelnet.",
  locale: "nl",
  page_url: "https://site.example/nl/contact",
};

describe("HTTP", () => {
  it("answers /health, 404 JSON elsewhere, and logs one JSON line per request", async () => {
    const w = workerHarness();
    const health = await w.request("/health");
    expect(await health.json()).toEqual({ ok: true });
    const missing = await w.request("/nope");
    expect(missing.status).toBe(404);
    expect(missing.headers.get("content-type")).toContain("application/json");
    await w.request(
      "/graphql",
      postJson({ query: "query menu { menu { data { id } } }", operationName: "menu" }),
    );
    expect(w.logs).toHaveLength(3);
    expect(w.logs[2]).toMatchObject({
      method: "POST",
      path: "/graphql",
      operationName: "menu",
      status: 200,
    });
    expect(typeof w.logs[2]?.ms).toBe("number");
  });

  it("answers 400 to bodies that are not JSON, and serves only POST and GET on /graphql", async () => {
    const w = workerHarness();
    const bad = await w.request("/graphql", { method: "POST", body: "{nope" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as any).errors[0].message).toBeTruthy();
    const get = await w.request(`/graphql?query=${encodeURIComponent("{ menu { data { id } } }")}`);
    expect(((await get.json()) as any).data.menu.data.id).toBe("1");
    const mutationByGet = await w.request(
      `/graphql?query=${encodeURIComponent("mutation { createContactRequest(data: {}) { data { id } } }")}`,
    );
    expect(mutationByGet.status).toBe(405);
    expect((await w.request("/graphql", { method: "PUT" })).status).toBe(405);
  });

  it("refuses a wrong bearer token with 401 when a token is set, and accepts the right one", async () => {
    const w = workerHarness({ API_TOKEN: "tok" });
    const query = postJson(
      { query: "{ menu { data { id } } }" },
      { authorization: "Bearer wrong" },
    );
    expect((await w.request("/graphql", query)).status).toBe(401);
    const right = await w.request(
      "/graphql",
      postJson(
        { query: "{ menu(publicationState: PREVIEW) { data { id } } }" },
        { authorization: "Bearer tok" },
      ),
    );
    expect(((await right.json()) as any).data.menu.data.id).toBe("1");
  });
});

describe("contact requests", () => {
  it("stores a request and lists it, newest last, until cleared", async () => {
    const w = workerHarness();
    const response = await w.request(
      "/graphql",
      postJson({ query: CONTACT, variables: { data: REQUEST } }),
    );
    const body = (await response.json()) as any;
    expect(body.errors).toBeUndefined();
    expect(body.data.createContactRequest.data).toEqual({
      id: "1",
      attributes: { ...REQUEST, phone: null, createdAt: "2026-11-21T10:00:00.000Z" },
    });
    await w.request(
      "/graphql",
      postJson({ query: CONTACT, variables: { data: { ...REQUEST, contact_person: "Second" } } }),
    );
    const list = (await (await w.request("/contact-requests")).json()) as any[];
    expect(list.map((r) => [r.id, r.contact_person])).toEqual([
      [1, "Anna de Vries"],
      [2, "Second"],
    ]);
    expect(list[0]).toMatchObject({
      email: "anna@example.nl",
      createdAt: "2026-11-21T10:00:00.000Z",
    });
    expect((await w.request("/contact-requests", { method: "DELETE" })).status).toBe(200);
    expect(await (await w.request("/contact-requests")).json()).toEqual([]);
  });

  it("keeps every request when several arrive at once", async () => {
    const w = workerHarness();
    await Promise.all(
      ["A", "B", "C"].map((name) =>
        w.request(
          "/graphql",
          postJson({ query: CONTACT, variables: { data: { ...REQUEST, contact_person: name } } }),
        ),
      ),
    );
    const list = (await (await w.request("/contact-requests")).json()) as any[];
    expect(list.map((r) => r.id)).toEqual([1, 2, 3]);
    expect(list.map((r) => r.contact_person).sort()).toEqual(["A", "B", "C"]);
  });

  it("requires the API token when one is set", async () => {
    const w = workerHarness({ API_TOKEN: "tok" });
    const denied = (await (
      await w.request("/graphql", postJson({ query: CONTACT, variables: { data: REQUEST } }))
    ).json()) as any;
    expect(denied.data).toEqual({ createContactRequest: null });
    expect(denied.errors[0]).toMatchObject({
      message: "Forbidden access",
      extensions: { code: "FORBIDDEN" },
    });
    expect(await (await w.request("/contact-requests")).json()).toEqual([]);
    const allowed = (await (
      await w.request(
        "/graphql",
        postJson({ query: CONTACT, variables: { data: REQUEST } }, { authorization: "Bearer tok" }),
      )
    ).json()) as any;
    expect(allowed.data.createContactRequest.data.id).toBe("1");
  });

  it("validates required fields and the email address like the content type", async () => {
    const w = workerHarness();
    const result = (await (
      await w.request(
        "/graphql",
        postJson({
          query: CONTACT,
          variables: { data: { ...REQUEST, email: "nope", message: " " } },
        }),
      )
    ).json()) as any;
    expect(result.errors[0]).toMatchObject({
      message: "2 errors occurred",
      extensions: { code: "BAD_USER_INPUT", error: { name: "ValidationError" } },
    });
    expect(result.errors[0].extensions.error.details.errors.map((e: any) => e.path[0])).toEqual([
      "message",
      "email",
    ]);
  });
});

describe("editor stand-in", () => {
  const titleOf = async (w: ReturnType<typeof workerHarness>, state = "LIVE", auth?: string) => {
    const response = await w.request(
      "/graphql",
      postJson(
        {
          query: `{ products(locale: "en", publicationState: ${state}, filters: { slug: { eq: "pigeon-spikes" } }) { data { id attributes { title updatedAt publishedAt } } } }`,
        },
        auth ? { authorization: auth } : {},
      ),
    );
    return ((await response.json()) as any).data.products.data[0];
  };

  it("merges fields over the seed, bumps updatedAt and sends an entry.update webhook", async () => {
    const w = workerHarness({
      WEBHOOK_URL: "http://site.test/api/cms-webhook",
      WEBHOOK_SECRET: "hook",
    });
    const response = await w.request(
      "/admin/entries/products/pigeon-spikes/en",
      postJson({ fields: { title: "Pigeon spikes XL" } }),
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as any;
    expect(body).toMatchObject({
      ok: true,
      event: "entry.update",
      model: "product",
      webhook: { status: 204 },
    });
    expect(await titleOf(w)).toEqual({
      id: "2",
      attributes: {
        title: "Pigeon spikes XL",
        updatedAt: "2026-11-21T10:00:00.000Z",
        publishedAt: "2026-11-01T08:00:00.000Z",
      },
    });
    expect(w.webhooks).toHaveLength(1);
    expect(w.webhooks[0]).toMatchObject({
      url: "http://site.test/api/cms-webhook",
      headers: { authorization: "Bearer hook", "content-type": "application/json" },
      body: {
        event: "entry.update",
        createdAt: "2026-11-21T10:00:00.000Z",
        model: "product",
        entry: {
          id: 2,
          slug: "pigeon-spikes",
          locale: "en",
          publishedAt: "2026-11-01T08:00:00.000Z",
          title: "Pigeon spikes XL",
        },
      },
    });
  });

  it("unpublishes and publishes, with the matching events", async () => {
    const w = workerHarness({ WEBHOOK_URL: "http://site.test/hook" });
    await w.request(
      "/admin/entries/products/pigeon-spikes/en",
      postJson({ fields: {}, publish: false }),
    );
    expect(await titleOf(w)).toBeUndefined();
    expect((await titleOf(w, "PREVIEW")).attributes.publishedAt).toBeNull();
    await w.request(
      "/admin/entries/products/pigeon-spikes/en",
      postJson({ fields: {}, publish: true }),
    );
    expect((await titleOf(w)).attributes.publishedAt).toBe("2026-11-21T10:00:00.000Z");
    expect(w.webhooks.map((h) => [h.body.event, h.body.entry.publishedAt])).toEqual([
      ["entry.unpublish", null],
      ["entry.publish", "2026-11-21T10:00:00.000Z"],
    ]);
    expect(w.webhooks[0]?.headers.authorization).toBeUndefined();
  });

  it("edits single types under their file name with the key -", async () => {
    const w = workerHarness({ WEBHOOK_URL: "http://site.test/hook" });
    const response = await w.request(
      "/admin/entries/settings-content-section/-/nl",
      postJson({ fields: { contact_text_cta: { heading: "Bel!" } } }),
    );
    expect(((await response.json()) as any).model).toBe("settings-content-section");
    const data = (await (
      await w.request(
        "/graphql",
        postJson({
          query: `{ settingsContentSection { data { attributes { contact_text_cta { id heading } } } } }`,
        }),
      )
    ).json()) as any;
    expect(data.data.settingsContentSection.data.attributes.contact_text_cta.heading).toBe("Bel!");
    expect(w.webhooks[0]?.body).toMatchObject({
      event: "entry.update",
      model: "settings-content-section",
      entry: { locale: "nl" },
    });
    expect((await w.request("/admin/entries/menu/main/nl", postJson({ fields: {} }))).status).toBe(
      400,
    );
  });

  it("creates a missing localisation as a draft, and DELETE /admin/overlays undoes everything", async () => {
    const w = workerHarness();
    const created = await w.request(
      "/admin/entries/products/sonic-deterrent/it",
      postJson({ fields: { title: "Dissuasore sonoro", slug: "dissuasore-sonoro" } }),
    );
    expect(created.status).toBe(201);
    expect(((await created.json()) as any).event).toBe("entry.create");
    const preview = (await (
      await w.request(
        "/graphql",
        postJson({
          query: `{ products(locale: "it", publicationState: PREVIEW) { data { id attributes { slug } } } }`,
        }),
      )
    ).json()) as any;
    expect(preview.data.products.data).toEqual([
      { id: "23", attributes: { slug: "dissuasore-sonoro" } },
    ]);
    await w.request("/admin/overlays", { method: "DELETE" });
    const after = (await (
      await w.request(
        "/graphql",
        postJson({
          query: `{ products(locale: "it", publicationState: PREVIEW) { data { id } } }`,
        }),
      )
    ).json()) as any;
    expect(after.data.products.data).toEqual([]);
  });

  it("rejects unknown collections, locales and fields", async () => {
    const w = workerHarness();
    expect((await w.request("/admin/entries/nope/x/en", postJson({ fields: {} }))).status).toBe(
      400,
    );
    expect(
      (await w.request("/admin/entries/products/pigeon-spikes/xx", postJson({ fields: {} })))
        .status,
    ).toBe(400);
    const unknown = await w.request(
      "/admin/entries/products/pigeon-spikes/en",
      postJson({ fields: { colour: "red" } }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as any).error.message).toContain("colour");
  });

  it("requires the API token when one is set", async () => {
    const w = workerHarness({ API_TOKEN: "tok" });
    expect(
      (
        await w.request(
          "/admin/entries/products/pigeon-spikes/en",
          postJson({ fields: { title: "x" } }),
        )
      ).status,
    ).toBe(401);
    const ok = await w.request(
      "/admin/entries/products/pigeon-spikes/en",
      postJson({ fields: { title: "x" } }, { authorization: "Bearer tok" }),
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as any).webhook).toBeNull();
  });
});
