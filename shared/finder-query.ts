/**
 * @module The seller-finder API's query, validated with valibot: every parameter
 * is checked, unknown ones are refused, and the message names each problem, so a
 * bad query gets a clear 400 answer. It is the worker's alone; the finder page
 * reads its own URL leniently instead (`finder-url.ts`).
 */
import * as v from "valibot";
import { LOCALES } from "./locales";
import {
  COUNTRY_CODE,
  FINDER_PAGE_SIZE,
  type FinderQuery,
  LOCATION_TYPES,
  LOOKING_FOR,
  VISITOR_KINDS,
} from "./seller-finder";

/** The API's own ceiling per page, so that one request stays cheap. */
const FINDER_MAX_PAGE_SIZE = 50;

/** A whole number in a query string: digits only, so "1e3", " 2" and "3.0" are refused. */
const wholeNumber = (name: string, min: number, max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^\d{1,6}$/, `${name} must be a whole number`),
    v.transform(Number),
    v.minValue(min, `${name} must be at least ${min}`),
    v.maxValue(max, `${name} must be at most ${max}`),
  );

const coordinate = (name: string, limit: number) =>
  v.pipe(
    v.string(),
    v.regex(/^-?\d{1,3}(\.\d{1,10})?$/, `${name} must be a decimal number`),
    v.transform(Number),
    v.minValue(-limit, `${name} must be between -${limit} and ${limit}`),
    v.maxValue(limit, `${name} must be between -${limit} and ${limit}`),
  );

/** The API's query: every parameter a string as URLSearchParams gives it; unknown ones are refused. */
const FinderQuerySchema = v.pipe(
  v.strictObject(
    {
      visitor: v.optional(
        v.picklist(VISITOR_KINDS, `visitor must be one of: ${VISITOR_KINDS.join(", ")}`),
      ),
      type: v.optional(
        v.picklist(LOCATION_TYPES, `type must be one of: ${LOCATION_TYPES.join(", ")}`),
      ),
      country: v.optional(
        v.pipe(
          v.string(),
          v.regex(COUNTRY_CODE, "country must be an ISO 3166-1 alpha-2 code in capitals, e.g. NL"),
        ),
      ),
      locale: v.optional(v.picklist(LOCALES, `locale must be one of: ${LOCALES.join(", ")}`)),
      page: v.optional(wholeNumber("page", 1, 1000), "1"),
      pageSize: v.optional(
        wholeNumber("pageSize", 1, FINDER_MAX_PAGE_SIZE),
        String(FINDER_PAGE_SIZE),
      ),
      lat: v.optional(coordinate("lat", 90)),
      lng: v.optional(coordinate("lng", 180)),
    },
    "Unknown query parameter",
  ),
  v.check(
    (q) => (q.lat === undefined) === (q.lng === undefined),
    "lat and lng must be given together",
  ),
  v.check(
    (q) => !q.type || !q.visitor || LOOKING_FOR[q.visitor].includes(q.type),
    "type must be one of the location types offered to that visitor",
  ),
  v.transform(({ lat, lng, ...rest }): FinderQuery => {
    const query: FinderQuery = { ...rest };
    if (lat !== undefined && lng !== undefined) query.near = { lat, lng };
    return query;
  }),
);

export type FinderQueryResult = { ok: true; query: FinderQuery } | { ok: false; message: string };

/** Validates an API query; the message names every problem, for a 400 answer. */
export function parseFinderQuery(params: URLSearchParams): FinderQueryResult {
  const input: Record<string, string> = {};
  for (const [key, value] of params) {
    if (key in input) return { ok: false, message: `Query parameter ${key} is given twice` };
    input[key] = value;
  }
  const result = v.safeParse(FinderQuerySchema, input);
  if (result.success) return { ok: true, query: result.output };
  return { ok: false, message: result.issues.map(describeIssue).join("; ") };
}

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const key = issue.path?.map((item) => String(item.key)).join(".");
  if (issue.type === "strict_object" && key) return `Unknown query parameter: ${key}`;
  return issue.message;
}
