/**
 * @module Every GraphQL document the site sends to the content service, read from
 * the modules that send them (some are built from templates, a document per
 * collection). The contract test validates them against the schema; the type
 * generator (scripts/codegen.mjs) writes them out as they are sent, so that the
 * answer types it generates describe exactly these documents.
 */

import { RECORD_PAGE_KINDS } from "../shared/routes";
import { HEALTH_CHECK } from "../worker/api/healthz";
import { PREVIEW_CHECK } from "../worker/api/preview";
import { CREATE_CONTACT_REQUEST } from "../worker/contact/delivery";
import type { Operation } from "../worker/content/graphql-client";
import * as listQueries from "../worker/content/list-queries";
import * as queries from "../worker/content/queries";
import { strapi5Document } from "../worker/content/strapi5";
import { RECORD_KIND_PAGES, recordsOf, SEARCHED_COLLECTIONS } from "../worker/pages/records";

function isOperation(value: unknown): value is Operation<unknown> {
  return (
    typeof value === "object" &&
    value !== null &&
    "name" in value &&
    typeof value.name === "string" &&
    "document" in value &&
    typeof value.document === "string"
  );
}

const modules: unknown[] = [
  ...Object.values({
    ...queries,
    ...listQueries,
    CREATE_CONTACT_REQUEST,
    HEALTH_CHECK,
    PREVIEW_CHECK,
  }),
  ...RECORD_PAGE_KINDS.flatMap((kind) => [
    RECORD_KIND_PAGES[kind].query,
    recordsOf(kind).list.operation,
  ]),
  ...SEARCHED_COLLECTIONS.map((collection) => collection.list),
];

/** The site's operations, by name. */
export const CONTENT_OPERATIONS: Operation<unknown>[] = modules
  .filter(isOperation)
  .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

/** The documents as one GraphQL file, each exactly as sent, in the order of their names. */
export function operationsFile(): string {
  const header =
    "# The documents the site sends to the content service, written by `npm run codegen`\n" +
    "# (scripts/codegen.mjs) from the modules that send them. Do not edit.\n";
  return `${header}\n${CONTENT_OPERATIONS.map((op) => `${op.document.trim()}\n`).join("\n")}`;
}

/** The same documents as the site sends them to a Strapi 5 (worker/content/strapi5.ts). */
export function strapi5OperationsFile(): string {
  const header =
    "# The documents the site sends to a Strapi 5, derived from those in operations.graphql\n" +
    "# (worker/content/strapi5.ts), written by `npm run codegen`. Do not edit.\n";
  return `${header}\n${CONTENT_OPERATIONS.map((op) => `${strapi5Document(op.document)}\n`).join("\n")}`;
}
