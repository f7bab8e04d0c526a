/**
 * The Strapi 5 adapter against the bundled content service answering both
 * shapes over the real seed: for every document the site sends, the Strapi 5
 * form's answer, turned back by the adapter, is the Strapi 4 answer record for
 * record, with each record named by its documentId instead of its row id.
 */

import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { seed } from "../../cms/seed";
import { handleAdmin } from "../../cms/src/admin";
import { runGraphQL, type StrapiVersion } from "../../cms/src/executor";
import type { CollectionFile } from "../../cms/src/models";
import { memoryState } from "../../cms/src/state";
import { CONTENT_OPERATIONS } from "../../scripts/content-operations";
import { purgeForWebhook, WebhookBody } from "./purge-for-webhook";
import { fromStrapi5Answer, strapi5Document, strapi5Variables } from "./strapi5";
import { tagsOfAnswer } from "./tags";

const TOKEN = "strapi5-test";

async function ask(
  version: StrapiVersion,
  document: string,
  variables: Record<string, unknown>,
): Promise<unknown> {
  const result = await runGraphQL(
    { query: document, variables },
    {
      seed,
      state: memoryState(),
      origin: "http://cms.test",
      apiToken: TOKEN,
      authorization: `Bearer ${TOKEN}`,
      now: () => new Date("2026-11-21T10:00:00.000Z"),
      strapiVersion: version,
    },
  );
  expect(result.body.errors, JSON.stringify(result.body.errors)).toBeUndefined();
  return result.body.data;
}

function englishSlug(file: CollectionFile): string {
  const entries = seed.collections[file] ?? [];
  for (const entry of entries) {
    const slug = entry.locales.en?.slug;
    if (typeof slug === "string") return slug;
  }
  throw new Error(`no English ${file} in the seed`);
}

/** Variables that find something for each operation, in English. */
function variablesFor(name: string): Record<string, unknown> {
  const slugs: Record<string, string> = {
    page: "products",
    product: englishSlug("products"),
    solution: englishSlug("solutions"),
    forWho: englishSlug("for-whos"),
    blog: englishSlug("blogs"),
    manual: englishSlug("manuals"),
    faqArticle: englishSlug("faq-articles"),
  };
  const slug = slugs[name];
  return {
    locale: "en",
    page: 1,
    pageSize: 100,
    ...(slug ? { slug } : {}),
    ...(name === "faqArticle" ? { category: englishSlug("faq-categories") } : {}),
    ...(name === "blogs" ? { types: ["blog", "news"] } : {}),
  };
}

/** The answer with every record's id replaced by a mark: the two versions name records differently. */
function withoutRecordIds(value: unknown, ids: Set<unknown>): unknown {
  if (Array.isArray(value)) return value.map((item) => withoutRecordIds(item, ids));
  if (typeof value !== "object" || value === null) return value;
  const record = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withoutRecordIds(item, ids)]),
  );
  const isEntity = Object.keys(record).every((key) =>
    ["__typename", "id", "attributes"].includes(key),
  );
  if (isEntity && "id" in record) {
    ids.add(record.id);
    record.id = "<record>";
  }
  return record;
}

const queries = CONTENT_OPERATIONS.filter((op) => !op.document.trim().startsWith("mutation"));

describe("a Strapi 5 answer, adapted", () => {
  it.each(queries.map((op) => [op.name, op] as const))(
    "%s: the Strapi 4 answer, with documentIds",
    async (name, op) => {
      const variables = variablesFor(name);
      const strapi4 = await ask(4, op.document, variables);
      const strapi5 = await ask(5, strapi5Document(op.document), strapi5Variables(variables));
      const adapted = fromStrapi5Answer<unknown>(op.document, strapi5);
      const documentIds = new Set<unknown>();
      expect(withoutRecordIds(adapted, documentIds)).toEqual(withoutRecordIds(strapi4, new Set()));
      for (const id of documentIds) expect(id).toMatch(/^[a-z0-9]{24}$/);
    },
  );

  it("asks a Strapi 5 for drafts with status DRAFT, never publicationState", () => {
    const menu = CONTENT_OPERATIONS.find((op) => op.name === "menu");
    if (!menu) throw new Error("no menu operation");
    expect(strapi5Document(menu.document)).toContain("$status: PublicationStatus");
    expect(strapi5Document(menu.document)).not.toContain("publicationState");
    expect(strapi5Variables({ locale: "de", publicationState: "PREVIEW" })).toEqual({
      locale: "de",
      status: "DRAFT",
    });
    expect(strapi5Variables({ locale: "de" })).toEqual({ locale: "de" });
  });

  it("tags a record by its documentId, the same in every locale", async () => {
    const product = CONTENT_OPERATIONS.find((op) => op.name === "product");
    if (!product) throw new Error("no product operation");
    const tagsIn = async (locale: string, slug: string) => {
      const variables = { locale, slug };
      const answer = await ask(5, strapi5Document(product.document), variables);
      const tags = tagsOfAnswer(fromStrapi5Answer<unknown>(product.document, answer), variables);
      return tags.filter((tag) => /^product:/.test(tag));
    };
    const english = await tagsIn("en", "pigeon-spikes");
    expect(english).toEqual([expect.stringMatching(/^product:[a-z0-9]{24}$/)]);
    expect(await tagsIn("nl", "duivenpinnen")).toEqual(english);
  });

  it("a Strapi 5 webhook about a record purges the tag its answers carry", async () => {
    const product = CONTENT_OPERATIONS.find((op) => op.name === "product");
    if (!product) throw new Error("no product operation");
    const variables = { locale: "en", slug: "pigeon-spikes" };
    const answer = await ask(5, strapi5Document(product.document), variables);
    const tags = tagsOfAnswer(fromStrapi5Answer<unknown>(product.document, answer), variables);
    const sent: unknown[] = [];
    const fakeFetch: typeof fetch = async (_url, init) => {
      sent.push(JSON.parse(String(init?.body)));
      return new Response(null, { status: 204 });
    };
    const key = seed.collections.products.find(
      (each) => each.locales.en?.slug === "pigeon-spikes",
    )?.key;
    if (!key) throw new Error("no pigeon-spikes in the seed");
    await handleAdmin(
      "POST",
      `/admin/entries/products/${key}/en`,
      { fields: { subtitle: "New" } },
      {
        seed,
        state: memoryState(),
        webhookUrl: "http://site.test/api/cms-webhook",
        strapiVersion: 5,
        fetch: fakeFetch,
      },
    );
    const plan = purgeForWebhook(v.parse(WebhookBody, sent[0]));
    const recordTags = tags.filter((tag) => /^product:/.test(tag));
    expect(recordTags).toHaveLength(1);
    expect(plan.kind === "tags" ? plan.tags : []).toEqual(expect.arrayContaining(recordTags));
  });
});
