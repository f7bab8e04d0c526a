/**
 * @module Whether an address that would be a 404 is a redirect the site keeps:
 * asked by site.ts for not-found answers only, so a page that exists never pays
 * for it and a redirect never shadows a live page. The editors' redirects
 * (managed.ts) win over the automatic ones of renamed slugs (table.ts). Both come
 * from tables the edge holds (the content layer's cached list, the table's KV
 * copy, each kept in the isolate's memory): never a database read, and a
 * content-service call only when the cached list is refreshed, never per request.
 * Each redirect answered says its rule in the request's log line (`redirect`).
 */
import type { Context } from "hono";
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import { parsePath } from "../../shared/routes";
import { listTag } from "../content/tags";
import type { SiteApp } from "../env";
import { logEvent, type RequestLog } from "../log";
import { siteOrigin } from "../site-origin";
import { allowedHosts, managedRedirects, pageAddress } from "./managed";
import { FOLLOWED_KINDS, modelOf } from "./paths";
import { automaticTable } from "./table";

export interface RedirectRule {
  /** `managed`: one an editor set in the CMS; `renamed`: a slug an editor renamed. */
  rule: "managed" | "renamed";
  from: string;
  to: string;
  status: 301 | 302;
  /**
   * The cache tags of the tables the answer came from, which the webhooks that
   * change it purge: `list:redirect` (every redirect's webhook; the managed list is
   * always asked first, so a new managed redirect also purges a shared automatic
   * one it wins over) and, for a renamed slug, its model's list tag (every webhook
   * about a product purges `list:product`: the rename itself, a rename back, a
   * record taking the old slug over). Null when the answer must not be shared: the
   * managed list could not be read, so a copy would miss its tag.
   */
  tags: readonly string[] | null;
}

const MANAGED_TAG = listTag("redirect");

/** The redirect an address that is not found has, if any. */
export async function redirectOf(c: Context<SiteApp>, path: string): Promise<RedirectRule | null> {
  const address = pageAddress(path);
  const hosts = allowedHosts(c.env.REDIRECT_HOSTS, siteOrigin(c.env, c.req.url));
  const managed = await managedRedirects(c.var.publishedContent, hosts).catch((error) => {
    // Without the list (an outage with nothing cached) the automatic ones still answer.
    logEvent("warn", "redirect.list_failed", {
      requestId: c.var.log.id,
      error: error instanceof Error ? error.message : String(error),
    });
    return null;
  });
  const set = managed?.get(address);
  if (set) return { rule: "managed", from: path, ...set, tags: [MANAGED_TAG] };
  const to = (await automaticTable(c.env.CONTENT_CACHE)).get(path);
  if (!to || to === path) return null;
  const model = renamedModel(path);
  const tags = managed && model ? [MANAGED_TAG, listTag(model)] : null;
  return { rule: "renamed", from: path, to, status: 301, tags };
}

/** The model whose record was at this old address, as the route table reads it. */
function renamedModel(path: string): string | null {
  const parsed = parsePath(path);
  if (parsed.type !== "route") return null;
  const kind = FOLLOWED_KINDS.find((each) => each === parsed.route.kind);
  return kind ? modelOf(kind) : null;
}

/** A not-found answer turned into its redirect, said in the request's log line. */
export function redirectResult(
  rule: RedirectRule,
  locale: Locale,
  log: RequestLog,
): Extract<RouteResult, { status: 301 }> {
  log.set({ redirect: { rule: rule.rule, from: rule.from, to: rule.to, status: rule.status } });
  return {
    status: 301,
    path: rule.from,
    locale,
    location: rule.to,
    ...(rule.status === 302 ? { temporary: true } : {}),
  };
}
