import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { purgeForWebhook, WebhookBody } from "./purge-for-webhook";

const parse = (body: unknown) => v.parse(WebhookBody, body);
const entry = (event: string, model: string, extra: Record<string, unknown> = {}) =>
  parse({
    event,
    createdAt: "2026-11-20T10:00:00.000Z",
    model,
    entry: { id: 12, slug: "pigeon-spikes", locale: "en", publishedAt: null, ...extra },
  });

describe("purgeForWebhook", () => {
  it("purges an updated record and lookups of its slug", () => {
    expect(purgeForWebhook(entry("entry.update", "product"))).toEqual({
      kind: "tags",
      tags: ["product:12", "slug:product:en:pigeon-spikes", "list:product"],
    });
  });

  it.each(["entry.create", "entry.publish", "entry.unpublish", "entry.delete"])(
    "%s also reaches every answer listing or mentioning the model",
    (event) => {
      expect(purgeForWebhook(entry(event, "blog"))).toEqual({
        kind: "tags",
        tags: ["blog:12", "slug:blog:en:pigeon-spikes", "kind:blog", "list:blog"],
      });
    },
  );

  // Found on real Strapi 5.54: a seller's new company name was ignored
  // ("unknown model user") and the finder kept the old one.
  it("purges what shows a seller when Strapi's user changes", () => {
    expect(
      purgeForWebhook(
        parse({
          event: "entry.update",
          model: "user",
          entry: { id: 1, documentId: "u63vrxmlmz2vyolhvxbcxzbq", username: "randstad" },
        }),
      ),
    ).toEqual({ kind: "tags", tags: ["user:u63vrxmlmz2vyolhvxbcxzbq", "list:user"] });
    expect(
      purgeForWebhook(parse({ event: "entry.delete", model: "user", entry: { id: 7 } })),
    ).toEqual({ kind: "tags", tags: ["user:7", "kind:user", "list:user"] });
  });

  it("purges a single type in its locale, or in every locale without one", () => {
    expect(purgeForWebhook(entry("entry.update", "menu", { id: 3, locale: "de" }))).toEqual({
      kind: "tags",
      tags: ["single:menu:de", "menu:3"],
    });
    const plan = purgeForWebhook(entry("entry.update", "setting", { locale: undefined }));
    expect(plan.kind === "tags" && plan.tags.filter((t) => t.startsWith("single:"))).toHaveLength(
      8,
    );
    expect(purgeForWebhook(entry("entry.update", "setting-sale-locations"))).toEqual({
      kind: "tags",
      tags: ["single:setting-sale-locations"],
    });
  });

  it("purges what shows a changed upload, and nothing for a new one", () => {
    expect(purgeForWebhook(parse({ event: "media.update", media: { id: 7 } }))).toEqual({
      kind: "tags",
      tags: ["media:7", "list:media"],
    });
    expect(purgeForWebhook(parse({ event: "media.create", media: { id: 8 } }))).toEqual({
      kind: "nothing",
    });
    expect(purgeForWebhook(parse({ event: "media.delete", media: {} })).kind).toBe("everything");
  });

  it("purges nothing for a contact request, which the site sends and never shows", () => {
    const body = parse({
      event: "entry.create",
      createdAt: "2026-11-24T22:25:08.047Z",
      model: "contact-request",
      uid: "api::contact-request.contact-request",
      entry: { id: 1, business_name: "B", email: "p@example.com", locale: "nl" },
    });
    expect(purgeForWebhook(body)).toEqual({ kind: "nothing" });
  });

  it("ignores a model the site does not know, whatever the event", () => {
    expect(purgeForWebhook(entry("entry.update", "unicorn"))).toEqual({
      kind: "ignored",
      reason: "unknown model unicorn",
    });
    expect(purgeForWebhook(parse({ event: "review.stage", model: "x" }))).toMatchObject({
      kind: "ignored",
    });
  });

  it("falls back to everything for a known model's change it cannot map", () => {
    expect(purgeForWebhook(parse({ event: "review.stage", model: "product" }))).toMatchObject({
      kind: "everything",
    });
    expect(purgeForWebhook(parse({ event: "review.stage" }))).toMatchObject({
      kind: "everything",
    });
    expect(
      purgeForWebhook(entry("entry.update", "product", { id: undefined, slug: undefined })),
    ).toMatchObject({ kind: "everything" });
  });

  it("lets an operator purge tags by hand", () => {
    expect(purgeForWebhook(parse({ event: "site.purge", tags: ["product:12"] }))).toEqual({
      kind: "tags",
      tags: ["product:12"],
    });
    expect(purgeForWebhook(parse({ event: "site.purge" })).kind).toBe("everything");
  });

  it.each([
    [null],
    [[]],
    [{}],
    [{ event: 5 }],
    [{ event: "entry.update", model: "product" }],
    [{ event: "entry.update", model: "product", entry: "12" }],
    [{ event: "entry.update", model: "product", entry: { id: {} } }],
    [{ event: "media.update", media: 7 }],
  ])("refuses a malformed body: %j", (body) => {
    expect(v.safeParse(WebhookBody, body).success).toBe(false);
  });
});

describe("purgeForWebhook, Strapi 5's payloads", () => {
  const DOCUMENT = "q3xk2m9v0b7n1c4z8w5e6r2t";
  /** What Strapi 5 sends: `uid` beside `model`, the entry with its row id and its documentId. */
  const strapi5 = (event: string, model: string, extra: Record<string, unknown> = {}) =>
    parse({
      event,
      createdAt: "2026-11-20T10:00:00.000Z",
      model,
      uid: `api::${model}.${model}`,
      entry: {
        id: 57,
        documentId: DOCUMENT,
        slug: "pigeon-spikes",
        locale: "en",
        publishedAt: null,
        ...extra,
      },
    });

  it("names the record by its documentId, as its answers are tagged, never by the row id", () => {
    expect(purgeForWebhook(strapi5("entry.update", "product"))).toEqual({
      kind: "tags",
      tags: [`product:${DOCUMENT}`, "slug:product:en:pigeon-spikes", "list:product"],
    });
  });

  it.each(["entry.create", "entry.publish", "entry.unpublish", "entry.delete"])(
    "%s also reaches every answer listing or mentioning the model",
    (event) => {
      expect(purgeForWebhook(strapi5(event, "blog"))).toEqual({
        kind: "tags",
        tags: [`blog:${DOCUMENT}`, "slug:blog:en:pigeon-spikes", "kind:blog", "list:blog"],
      });
    },
  );

  it("purges a single type in its locale only (its documentId is every locale's)", () => {
    expect(purgeForWebhook(strapi5("entry.update", "menu", { locale: "de" }))).toEqual({
      kind: "tags",
      tags: ["single:menu:de"],
    });
  });

  it("purges nothing for a discarded draft: nothing published changed", () => {
    expect(purgeForWebhook(strapi5("entry.draft-discard", "product"))).toEqual({ kind: "nothing" });
  });

  it("purges an upload by its documentId; a new one touches nothing", () => {
    const media = (event: string) =>
      parse({
        event,
        createdAt: "2026-11-20T10:00:00.000Z",
        media: { id: 7, documentId: DOCUMENT },
      });
    expect(purgeForWebhook(media("media.update"))).toEqual({
      kind: "tags",
      tags: [`media:${DOCUMENT}`, "list:media"],
    });
    expect(purgeForWebhook(media("media.delete"))).toEqual({
      kind: "tags",
      tags: [`media:${DOCUMENT}`, "list:media"],
    });
    expect(purgeForWebhook(media("media.create"))).toEqual({ kind: "nothing" });
  });
});
