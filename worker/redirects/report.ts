/**
 * @module `GET /api/redirects`: every redirect the site answers, with its source,
 * for the operator (`npm run redirects`, scripts/redirects.mjs). Behind the
 * webhook's secret, as purging by hand is (`Authorization: Bearer
 * <CMS_WEBHOOK_SECRET>`): it names addresses editors have not published. Never
 * cached. `managed`: the editors' redirects as the site answers them (chains
 * already collapsed), `refused`: those it does not answer and why, `renamed`:
 * the renamed slugs' redirects from the site's database, newest first, `missing`:
 * the addresses answered 404 most often in the last days (missing-pages.ts).
 */
import { Hono } from "hono";
import type { SiteApp } from "../env";
import { bearerToken, sameSecret } from "../secret";
import { CacheNone, writeCacheHeaders } from "../shared-cache/presets";
import { siteOrigin } from "../site-origin";
import { allowedHosts, listedRedirects, readManaged } from "./managed";
import { DAY_SIZE, DAYS_KEPT, mostMissing } from "./missing-pages";
import { slugRedirects } from "./store";

/** How many of the most asked 404s to list: 20 unless `?missing=` says (at most all kept). */
function missingLimit(asked: string | undefined): number {
  const limit = Number(asked);
  return Number.isInteger(limit) && limit > 0 ? Math.min(limit, DAY_SIZE * DAYS_KEPT) : 20;
}

export const redirectsReport = new Hono<SiteApp>().get("/", async (c) => {
  c.var.log.set({ kind: "api.redirects" });
  const secret = c.env.CMS_WEBHOOK_SECRET ?? "";
  if (!secret || !(await sameSecret(bearerToken(c.req.header("authorization")), secret)))
    return c.json({ error: "Unauthorized" }, 401);
  const hosts = allowedHosts(c.env.REDIRECT_HOSTS, siteOrigin(c.env, c.req.url));
  const [listed, renamed, missing] = await Promise.all([
    listedRedirects(c.var.publishedContent),
    slugRedirects(c.env.CONTACT_OUTBOX),
    mostMissing(c.env.CONTACT_OUTBOX, missingLimit(c.req.query("missing"))),
  ]);
  const { table, refused } = readManaged(listed, hosts);
  const response = c.json({
    managed: [...table].map(([from, rule]) => ({ from, ...rule })),
    refused,
    renamed: renamed.map((each) => ({
      ...each,
      status: 301,
      createdAt: new Date(each.createdAt).toISOString(),
    })),
    allowedHosts: [...hosts],
    missing,
  });
  writeCacheHeaders(response.headers, CacheNone());
  return response;
});
