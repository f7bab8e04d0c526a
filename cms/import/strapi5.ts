/**
 * The import's view of a Strapi 5: flat records with a `documentId` shared by
 * all locales of a record; `status=draft` reads and writes the draft, and a
 * write without it publishes.
 */
import type { Fields } from "../src/seed-types";
import { type ContentApi, type Found, topPopulate } from "./content-api";
import type { ContentType, KitModel } from "./kit-model";
import { isFields } from "./payload";
import { type Rest, StrapiError } from "./rest";

export function strapi5(rest: Rest, model: KitModel): ContentApi {
  const locale = (type: ContentType, code: string | null): Fields =>
    type.localized && code ? { locale: code } : {};
  const read = (type: ContentType, code: string | null, extra: Fields = {}): Fields => ({
    ...extra,
    ...topPopulate(model, type),
    ...locale(type, code),
    ...(type.draftAndPublish ? { status: "draft" } : {}),
  });
  /** Whether the record also has a published version (the draft always exists). */
  const isPublished = async (
    type: ContentType,
    path: string,
    code: string | null,
    filters?: Fields,
  ) => {
    if (!type.draftAndPublish) return true;
    const answer = await rest
      .get(path, {
        ...locale(type, code),
        status: "published",
        fields: ["id"],
        ...(filters ? { filters } : {}),
      })
      .catch((error) => {
        if (error instanceof StrapiError && error.status === 404) return null;
        throw error;
      });
    const data = isFields(answer) ? answer.data : null;
    return Array.isArray(data) ? data.length > 0 : isFields(data);
  };
  const found = (data: unknown, published: boolean): Found | undefined =>
    isFields(data) && typeof data.id === "number" && typeof data.documentId === "string"
      ? { ref: data.documentId, id: data.id, published, data }
      : undefined;
  const write = (type: ContentType, code: string | null, draft: boolean): Fields => ({
    ...locale(type, code),
    ...(type.draftAndPublish && draft ? { status: "draft" } : {}),
  });
  const api = (type: ContentType) => `/api/${type.pluralName}`;
  const dataOf = (answer: unknown) => (isFields(answer) ? answer.data : undefined);
  return {
    version: 5,
    refKey: "documentId",
    async find(type, code, filters) {
      const list = dataOf(
        await rest.get(api(type), read(type, code, { filters, pagination: { pageSize: 1 } })),
      );
      if (!Array.isArray(list) || list.length === 0) return undefined;
      return found(list[0], await isPublished(type, api(type), code, filters));
    },
    async findAll(type) {
      const all: Found[] = [];
      for (let page = 1; ; page++) {
        const list = dataOf(
          await rest.get(api(type), read(type, null, { pagination: { page, pageSize: 100 } })),
        );
        if (!Array.isArray(list) || list.length === 0) return all;
        for (const item of list) {
          const each = found(item, true);
          if (each) all.push(each);
        }
      }
    },
    async create(type, code, data, draft, sibling) {
      // Another locale of an existing document is written to that document.
      const answer = sibling
        ? await rest.send("PUT", `${api(type)}/${sibling.ref}`, { data }, write(type, code, draft))
        : await rest.send("POST", api(type), { data }, write(type, code, draft));
      const created = found(dataOf(answer), !draft);
      if (!created)
        throw new Error(`${type.name}: Strapi answered the create without a documentId`);
      return created;
    },
    async update(type, current, code, data, draft) {
      if (draft && current.published) {
        throw new Error(
          "published in Strapi, a draft in the seed: the REST API cannot unpublish (do it in the admin)",
        );
      }
      await rest.send("PUT", `${api(type)}/${current.ref}`, { data }, write(type, code, draft));
    },
    async findSingle(type, code) {
      const path = `/api/${type.name}`;
      try {
        const data = dataOf(await rest.get(path, read(type, code)));
        return found(data, await isPublished(type, path, code));
      } catch (error) {
        if (error instanceof StrapiError && error.status === 404) return undefined;
        throw error;
      }
    },
    async putSingle(type, code, data, draft) {
      await rest.send("PUT", `/api/${type.name}`, { data }, write(type, code, draft));
    },
  };
}
