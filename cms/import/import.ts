/**
 * `npm run cms:import -- --url <strapi> --token <full-access token> [--strapi 4|5]`:
 * loads the bundled content (cms/seed) into a Strapi that has the kit, through
 * its REST API. Safe to run again: what is already there is compared and left
 * alone, what differs is updated, nothing is duplicated.
 */
import { join } from "node:path";
import { seed } from "../seed/index";
import type { ContentApi } from "./content-api";
import { loadKitModel } from "./kit-model";
import { loadMedia } from "./media";
import { loadCollections, loadSingles, recordStore } from "./records";
import { Report } from "./report";
import { createRest, type Rest } from "./rest";
import { loadSaleLocations, loadUsers } from "./sellers";
import { strapi4 } from "./strapi4";
import { strapi5 } from "./strapi5";

export interface ImportOptions {
  url: string;
  token: string;
  version?: 4 | 5;
  /** The repository's root, where the kits are. */
  root: string;
  log?: (line: string) => void;
}

/** Strapi 5's GraphQL types carry `documentId`; Strapi 4's do not. */
export async function detectVersion(url: string, token: string): Promise<4 | 5> {
  const response = await fetch(`${url.replace(/\/+$/, "")}/graphql`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ query: '{ __type(name: "Page") { fields { name } } }' }),
  });
  const answer: unknown = await response.json().catch(() => null);
  const text = JSON.stringify(answer ?? "");
  if (!response.ok || !text.includes('"fields"')) {
    throw new Error(
      `cannot tell the Strapi version from ${url}/graphql (${response.status}): pass --strapi 4 or 5`,
    );
  }
  return text.includes('"documentId"') ? 5 : 4;
}

export async function runImport(options: ImportOptions): Promise<Report> {
  const report = new Report(options.log);
  const version = options.version ?? (await detectVersion(options.url, options.token));
  const model = loadKitModel(join(options.root, "cms", version === 5 ? "strapi5" : "strapi"));
  const rest: Rest = createRest(options.url, options.token);
  const api: ContentApi = version === 5 ? strapi5(rest, model) : strapi4(rest, model);
  report.section(`Strapi ${version} at ${options.url}: media`);
  const media = await loadMedia(rest, seed, report);
  const users = await loadUsers(rest, seed, report);
  const store = recordStore();
  const refs = {
    media: (key: string) => media.get(key),
    user: (seedId: number) => users.get(seedId),
    record: (type: string, key: string, locale: string | null) => store.get(type, key, locale)?.ref,
  };
  const ctx = { api, model, refs, store, report };
  await loadSaleLocations(ctx, seed);
  await loadCollections(ctx, seed);
  await loadSingles(ctx, seed);
  return report;
}

function argument(args: string[], name: string): string | undefined {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : undefined;
}

/** The command line; answers the exit code. */
export async function main(args: string[], root: string): Promise<number> {
  const url = argument(args, "url") ?? process.env.STRAPI_URL;
  const token = argument(args, "token") ?? process.env.STRAPI_IMPORT_TOKEN;
  const given = argument(args, "strapi");
  if (!url || !token || (given !== undefined && given !== "4" && given !== "5")) {
    console.error(
      "usage: npm run cms:import -- --url http://127.0.0.1:1337 --token <full-access API token> [--strapi 4|5]",
    );
    console.error("       (or STRAPI_URL and STRAPI_IMPORT_TOKEN in the environment)");
    return 2;
  }
  const started = Date.now();
  try {
    const report = await runImport({
      url,
      token,
      root,
      version: given ? (Number(given) as 4 | 5) : undefined,
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    for (const line of report.summary()) console.log(line);
    console.log(`${report.changes} change(s) in ${seconds} s`);
    return report.failures.length ? 1 : 0;
  } catch (error) {
    console.error(`import stopped: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  }
}
