/**
 * @module The type of what worker/content/normalize.ts makes of a content
 * service answer, computed from the answer's generated type
 * (content-operations.generated.ts): the Strapi wrapping `{ data: { id, attributes } }`
 * becomes the record itself (its `id` beside its attributes), a relation's
 * `{ data: [...] }` a list, an `UploadFile` a {@link Media}, a null in a list is
 * dropped, and a record with a Font Awesome class (`fa_class`, `icon_class`) may
 * carry its resolved `icon`. shared/content.ts states the site's shapes as these.
 */
import type { IconData, Media } from "./media";

export type Flattened<T> = T extends readonly (infer Item)[]
  ? Exclude<Flattened<Item>, null>[]
  : T extends object
    ? IsWrapper<T> extends true
      ? Unwrapped<T>
      : FlatRecord<T>
    : T;

/** `{ data }` or `{ data, meta }`: a Strapi entity response or relation. */
type IsWrapper<T> = "data" extends keyof T
  ? Exclude<keyof T, "data" | "meta"> extends never
    ? true
    : false
  : false;

type Unwrapped<T> = T extends { data: infer Data }
  ? Data extends readonly (infer Entity)[]
    ? Exclude<EntityOf<Entity>, null>[]
    : EntityOf<Data>
  : never;

/** An entity: null without attributes, an upload as Media, a record as its id and attributes. */
type EntityOf<E> = E extends { attributes: infer Attributes }
  ? NullIn<Attributes> | EntityRecord<E, NonNullable<Attributes>>
  : null;

type NullIn<T> = null extends T ? null : undefined extends T ? null : never;

type EntityRecord<E, Attributes> = Attributes extends { mime: string; url: string }
  ? Media
  : Simplify<{ id: E extends { id: infer Id } ? IdOf<Id> : undefined } & FlatRecord<Attributes>>;

type IdOf<Id> = Id extends string | number ? string : undefined;

type FlatRecord<T> = Simplify<{ [K in keyof T]: Flattened<T[K]> } & IconOf<T>>;

type IconOf<T> = "fa_class" extends keyof T
  ? { icon?: IconData | null }
  : "icon_class" extends keyof T
    ? { icon?: IconData | null }
    : unknown;

type Simplify<T> = { [K in keyof T]: T[K] } & {};

/** What an answer's field holds, flattened, null aside: one record, or a collection's record. */
export type RecordOf<Field> =
  NonNullable<Flattened<Field>> extends readonly (infer Item)[]
    ? Item
    : NonNullable<Flattened<Field>>;

/** One item of a (flattened) list that may be null. */
export type ItemOf<List> = NonNullable<List> extends readonly (infer Item)[] ? Item : never;

/** A record whose list fields `K` are lists, never null (the site's shapes default them to []). */
export type WithLists<T, K extends keyof T> = Simplify<Omit<T, K> & { [P in K]-?: ItemOf<T[P]>[] }>;
