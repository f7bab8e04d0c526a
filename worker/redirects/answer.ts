/**
 * @module Whether an address that would be a 404 is a redirect the site keeps:
 * asked by site.ts for not-found answers only, so a page that exists never pays
 * for it and a redirect never shadows a live page. The answer comes from the
 * automatic table in memory or KV (table.ts): never a database read or a
 * content-service call per request. Each redirect answered says its rule in the
 * request's log line (`redirect`).
 */
import type { Locale } from "../../shared/locales";
import type { RouteResult } from "../../shared/route-result";
import type { RequestLog } from "../log";
import { automaticTable } from "./table";

export interface RedirectRule {
  /** `renamed`: a slug an editor renamed (automatic). */
  rule: "renamed";
  from: string;
  to: string;
  status: 301 | 302;
}

/** The redirect an address that is not found has, if any. */
export async function redirectOf(kv: KVNamespace, path: string): Promise<RedirectRule | null> {
  const to = (await automaticTable(kv)).get(path);
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
