/** The import's view of a Strapi 4 (4.26): records wrapped in `data { id attributes }`. */
import type { Fields } from "../src/seed-types";
import { flattenV4 } from "./compare";
import { type ContentApi, type Found, topPopulate } from "./content-api";
import type { ContentType, KitModel } from "./kit-model";
import { isFields } from "./payload";
import { type Rest, StrapiError } from "./rest";

export function strapi4(rest: Rest, model: KitModel): ContentApi {
  const found = (raw: unknown): Found | undefined => {
    const data = flattenV4(raw);
    if (!isFields(data) || typeof data.id !== "number") return undefined;
    return { ref: data.id, id: data.id, published: data.publishedAt != null, data };
  };
  const query = (type: ContentType, locale: string | null, extra: Fields = {}): Fields => ({
    ...extra,
    ...topPopulate(model, type),
    ...(type.localized && locale ? { locale } : {}),
    ...(type.draftAndPublish ? { publicationState: "preview" } : {}),
  });
  /** A draft is a record whose `publishedAt` is null; anything else is published now. */
  const publication = (type: ContentType, draft: boolean, current?: Found): Fields =>
    type.draftAndPublish
      ? {
          publishedAt: draft
            ? null
            : current?.published
              ? current.data.publishedAt
              : new Date().toISOString(),
        }
      : {};
  const api = (type: ContentType) => `/api/${type.pluralName}`;
  return {
    version: 4,
    refKey: "id",
    async find(type, locale, filters) {
      const answer = await rest.get(
        api(type),
        query(type, locale, { filters, pagination: { pageSize: 1 } }),
      );
      const list = flattenV4(answer);
      return Array.isArray(list) ? found({ data: list[0] }) : undefined;
    },
    async findAll(type) {
      const all: Found[] = [];
      for (let page = 1; ; page++) {
        const answer = await rest.get(
          api(type),
          query(type, null, { pagination: { page, pageSize: 100 } }),
        );
        const list = flattenV4(answer);
        if (!Array.isArray(list) || list.length === 0) return all;
        for (const item of list) {
          const each = found({ data: item });
          if (each) all.push(each);
        }
      }
    },
    async create(type, locale, data, draft, sibling) {
      const body = {
        ...data,
        ...publication(type, draft),
        ...(type.localized && locale ? { locale } : {}),
      };
      // A locale added to an existing record is created through its localizations, which ties them.
      const answer = sibling
        ? await rest.send("POST", `${api(type)}/${sibling.id}/localizations`, body)
        : await rest.send("POST", api(type), { data: body });
      const created = found(isFields(answer) && "data" in answer ? answer : { data: answer });
      if (!created) throw new Error(`${type.name}: Strapi answered the create without an id`);
      // The localizations route neither publishes nor keeps a draft as asked: set it.
      if (sibling && type.draftAndPublish) {
        await rest.send("PUT", `${api(type)}/${created.id}`, { data: publication(type, draft) });
      }
      return created;
    },
    async update(type, current, _locale, data, draft) {
      await rest.send("PUT", `${api(type)}/${current.id}`, {
        data: { ...data, ...publication(type, draft, current) },
      });
    },
    async findSingle(type, locale) {
      try {
        return found(await rest.get(`/api/${type.name}`, query(type, locale)));
      } catch (error) {
        if (error instanceof StrapiError && error.status === 404) return undefined;
        throw error;
      }
    },
    async putSingle(type, locale, data, draft) {
      const localized = type.localized && locale ? { locale } : {};
      const body = { ...data, ...publication(type, draft), ...localized };
      try {
        await rest.send("PUT", `/api/${type.name}`, { data: body }, localized);
      } catch (error) {
        // A single type's further locales are created as localizations of the first.
        if (!(error instanceof StrapiError && error.message.includes("singleType.alreadyExists"))) {
          throw error;
        }
        await rest.send("POST", `/api/${type.name}/localizations`, body);
        if (type.draftAndPublish) {
          await rest.send(
            "PUT",
            `/api/${type.name}`,
            { data: publication(type, draft) },
            localized,
          );
        }
      }
    },
  };
}
