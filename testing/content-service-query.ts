/**
 * @module How a test asks the content service directly for the truth it compares
 * the site with: written once in Strapi 4's shape, like the site's own documents,
 * and sent in Strapi 5's form when the stack runs as Strapi 5 (the site's adapter,
 * worker/content/strapi5.ts), so that every test reads the same shape on both.
 */

import { fromStrapi5Answer, strapi5Document, strapi5Variables } from "../worker/content/strapi5";
import { strapiVersion } from "../worker/env";

/** The Strapi the test stack runs as: CMS_STRAPI_VERSION, 5 unless it says 4. */
export const stackStrapiVersion = () => strapiVersion(process.env.CMS_STRAPI_VERSION);

export async function queryContentService<T>(
  graphqlUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const strapi5 = stackStrapiVersion() === 5;
  const response = await fetch(graphqlUrl, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(
      strapi5
        ? { query: strapi5Document(query), variables: strapi5Variables(variables) }
        : { query, variables },
    ),
  });
  const json = (await response.json()) as { data: unknown; errors?: unknown };
  if (json.errors) throw new Error(JSON.stringify(json.errors));
  return strapi5 ? fromStrapi5Answer<T>(query, json.data) : fromStrapi4Answer<T>(json.data);
}

/** A Strapi 4 answer is already in the shape the test wrote its query in. */
function fromStrapi4Answer<T>(data: unknown): T;
function fromStrapi4Answer(data: unknown): unknown {
  return data;
}
