/**
 * @module The redirects editors manage in the CMS (the `Redirect` type, cms/schema.graphql):
 * read as one whole list through the content layer (KV-cached, tagged `list:redirect`,
 * purged by the webhook of any change to one), turned once per answer into a
 * table of address → rule. What an editor may set is checked here, where the
 * site answers, so a mistake never becomes a bad redirect:
 *
 * - `from_path` is a path of the site's pages: not under `/api/`, `/uploads/`,
 *   `/assets/` or `/cdn-cgi/`, without a query string; compared in lower case
 *   and without a trailing slash, as the route table asks for pages;
 * - with `site_locale`, `from_path` and a `to` path are read under that locale's
 *   prefix (`/fruehling` with `de` is `/de/fruehling`);
 * - `to` is a path of the site, or an http(s) URL on a host the operator lists
 *   in `REDIRECT_HOSTS` (the site's own host is always allowed);
 * - a redirect to itself is refused, a chain of them is answered in one hop,
 *   and a loop of them is refused whole.
 */
import { isLocale } from "../../shared/locales";
import { buildPath } from "../../shared/routes";
import type { ContentLayer } from "../content/content-layer";
import { REDIRECTS } from "../content/list-queries";
import { logEvent } from "../log";

/** What a managed redirect answers. */
export interface ManagedRule {
  to: string;
  status: 301 | 302;
}

export type ManagedTable = ReadonlyMap<string, ManagedRule>;

/** Paths a page never has: what the worker answers otherwise, or the platform. */
const NOT_PAGES = ["/api/", "/uploads/", "/assets/", "/cdn-cgi/"];

/** The most hops a chain of managed redirects is followed, collapsed into one. */
const MAX_HOPS = 10;

/** A redirect as the CMS lists it (the generated answer's attributes). */
export interface Listed {
  from_path: string;
  to: string;
  permanent: boolean | null;
  site_locale: string | null;
}

/** A path as the route table asks for pages: lower case, no trailing slash. */
export function pageAddress(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 && lower.endsWith("/") ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** The locale's prefix (`/de`), or "" for the unprefixed default locale. */
function prefixOf(locale: string | null): string {
  if (!locale || !isLocale(locale)) return "";
  const home = buildPath({ kind: "home", locale });
  return home === "/" ? "" : home;
}

function underPrefix(path: string, prefix: string): string {
  if (!prefix || path === prefix || path.startsWith(`${prefix}/`)) return path;
  return `${prefix}${path === "/" ? "" : path}`;
}

/** A site path an editor may redirect from, or null. */
function fromAddress(raw: string, prefix: string): string | null {
  const path = raw.trim();
  if (!path.startsWith("/") || path.startsWith("//") || /[?#\s\\]/.test(path)) return null;
  const address = pageAddress(underPrefix(path, prefix));
  if (address === "/" || NOT_PAGES.some((not) => address.startsWith(not))) return null;
  return address;
}

/** Where an editor's `to` leads, or null when the site may not send visitors there. */
function toAddress(raw: string, prefix: string, allowedHosts: ReadonlySet<string>): string | null {
  const to = raw.trim();
  if (to.startsWith("/") && !to.startsWith("//") && !/[\s\\]/.test(to)) {
    const at = to.search(/[?#]/);
    const [path, rest] = at < 0 ? [to, ""] : [to.slice(0, at), to.slice(at)];
    return `${underPrefix(path, prefix)}${rest}`;
  }
  let url: URL;
  try {
    url = new URL(to);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") return null;
  return allowedHosts.has(url.host.toLowerCase()) ? url.href : null;
}

/** `REDIRECT_HOSTS` (space- or comma-separated host names) and the site's own host. */
export function allowedHosts(listed: string | undefined, siteOrigin: string): Set<string> {
  const hosts = new Set(
    (listed ?? "")
      .split(/[\s,]+/)
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  );
  try {
    hosts.add(new URL(siteOrigin).host.toLowerCase());
  } catch {
    // No usable origin: only the listed hosts.
  }
  return hosts;
}

/** An editor's redirect the site does not answer, and why. */
export interface Refused {
  from: string;
  reason: string;
}

/** The editors' redirects as a table, and those that cannot be answered. */
export function readManaged(
  records: readonly Listed[],
  hosts: ReadonlySet<string>,
): { table: ManagedTable; refused: Refused[] } {
  const direct = new Map<string, ManagedRule>();
  const refused: Refused[] = [];
  for (const record of records) {
    const prefix = prefixOf(record.site_locale);
    const from = fromAddress(record.from_path, prefix);
    if (!from) {
      refused.push({ from: record.from_path, reason: "from_path is no page address" });
      continue;
    }
    const to = toAddress(record.to, prefix, hosts);
    if (!to) {
      refused.push({ from, reason: "to is no site path nor a URL on an allowed host" });
      continue;
    }
    if (pageAddress(to.split(/[?#]/, 1)[0] ?? to) === from) {
      refused.push({ from, reason: "it leads to itself" });
      continue;
    }
    if (direct.has(from)) {
      refused.push({ from, reason: "another redirect has this from_path" });
      continue;
    }
    direct.set(from, { to, status: record.permanent === false ? 302 : 301 });
  }
  const table = new Map<string, ManagedRule>();
  for (const [from, rule] of direct) {
    const end = lastHop(direct, from, rule);
    if (end) table.set(from, end);
    else refused.push({ from, reason: "a loop of redirects" });
  }
  return { table, refused };
}

/** The editors' redirects as a table; what cannot be answered is logged and left out. */
export function managedTable(records: readonly Listed[], hosts: ReadonlySet<string>): ManagedTable {
  const { table, refused } = readManaged(records, hosts);
  if (refused.length) logEvent("warn", "redirect.refused", { refused: refused.slice(0, 50) });
  return table;
}

/** Where a chain of redirects ends, in one hop; null for a loop. Temporary if any hop is. */
function lastHop(
  direct: ReadonlyMap<string, ManagedRule>,
  from: string,
  rule: ManagedRule,
): ManagedRule | null {
  const seen = new Set([from]);
  let current = rule;
  for (let hop = 0; hop < MAX_HOPS; hop++) {
    if (!current.to.startsWith("/")) return current;
    const next = direct.get(pageAddress(current.to.split(/[?#]/, 1)[0] ?? current.to));
    if (!next) return current;
    const at = pageAddress(current.to.split(/[?#]/, 1)[0] ?? current.to);
    if (seen.has(at)) return null;
    seen.add(at);
    current = { to: next.to, status: current.status === 302 ? 302 : next.status };
  }
  return null;
}

/** The table of one list answer, built once (answers are shared, frozen objects). */
const tables = new WeakMap<object, ManagedTable>();

/** The editors' published redirects, from the content layer's cached list. */
export async function listedRedirects(content: ContentLayer): Promise<Listed[]> {
  return (await listAnswer(content)).flatMap((entity) =>
    entity.attributes ? [entity.attributes] : [],
  );
}

async function listAnswer(content: ContentLayer) {
  return (await content.query(REDIRECTS)).redirects?.data ?? [];
}

/** The managed redirects, from the content layer's cached list. */
export async function managedRedirects(
  content: ContentLayer,
  hosts: ReadonlySet<string>,
): Promise<ManagedTable> {
  const list = await listAnswer(content);
  const held = tables.get(list);
  if (held) return held;
  const records = list.flatMap((entity) => (entity.attributes ? [entity.attributes] : []));
  const table = managedTable(records, hosts);
  tables.set(list, table);
  return table;
}
