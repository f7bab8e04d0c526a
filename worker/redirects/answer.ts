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
import type { SiteApp } from "../env";
import { logEvent, type RequestLog } from "../log";
import { siteOrigin } from "../site-origin";
import { allowedHosts, managedRedirects, pageAddress } from "./managed";
import { automaticTable } from "./table";

export interface RedirectRule {
  /** `managed`: one an editor set in the CMS; `renamed`: a slug an editor renamed. */
  rule: "managed" | "renamed";
  from: string;
  to: string;
  status: 301 | 302;
}

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
  if (set) return { rule: "managed", from: path, ...set };
  const to = (await automaticTable(c.env.CONTENT_CACHE)).get(path);
  if (!to || to === path) return null;
  return { rule: "renamed", from: path, to, status: 301 };
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
