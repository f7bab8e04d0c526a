import { describe, expect, it } from "vitest";
import type { WebhookBody } from "../content/purge-for-webhook";
import { seenInWebhook } from "./learn";
import { recordPath } from "./paths";

const entry = (event: string, fields: Record<string, unknown>): WebhookBody =>
  ({ event, model: "product", entry: fields }) as WebhookBody;

describe("where a webhook says a record now is", () => {
  it("is the published record's path, by its documentId on Strapi 5 and its id on 4", () => {
    const published = {
      slug: "edelstahl-taubenspikes",
      locale: "de",
      publishedAt: "2026-11-29T01:00:00Z",
    };
    expect(
      seenInWebhook(entry("entry.publish", { documentId: "abc", id: 7, ...published })),
    ).toEqual({
      model: "product",
      record: "abc",
      locale: "de",
      path: "/de/produkte/edelstahl-taubenspikes",
    });
    expect(seenInWebhook(entry("entry.update", { id: 7, ...published }))?.record).toBe("7");
  });

  it("is nothing for a draft (Strapi 5 sends each draft save), a removal or an unknown kind", () => {
    const draft = { id: 7, slug: "neu", locale: "de", publishedAt: null };
    expect(seenInWebhook(entry("entry.update", draft))).toBeNull();
    const gone = { id: 7, slug: "alt", locale: "de", publishedAt: "2026-11-29T01:00:00Z" };
    expect(seenInWebhook(entry("entry.unpublish", gone))).toBeNull();
    expect(seenInWebhook(entry("entry.delete", gone))).toBeNull();
    expect(
      seenInWebhook({ event: "entry.update", model: "download", entry: gone } as WebhookBody),
    ).toBeNull();
    expect(seenInWebhook({ event: "site.purge" } as WebhookBody)).toBeNull();
  });
});

describe("a record's path", () => {
  it("is built by the route table, for the kinds whose address is their slug", () => {
    expect(recordPath("page", "en", "about-us")).toBe("/about-us");
    expect(recordPath("for-who", "nl", "boeren")).toMatch(/^\/nl\/[a-z-]+\/boeren$/);
    expect(recordPath("faq-article", "en", "how-long")).toBeNull();
    expect(recordPath("product", "xx", "spikes")).toBeNull();
    expect(recordPath("product", "en", "Not A Slug")).toBeNull();
  });
});
