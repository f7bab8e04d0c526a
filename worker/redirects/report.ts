/**
 * @module `GET /api/redirects`: every redirect the site answers, with its source,
 * for the operator (`npm run redirects`, scripts/redirects.mjs). Behind the
 * webhook's secret, as purging by hand is (`Authorization: Bearer
 * <CMS_WEBHOOK_SECRET>`): it names addresses editors have not published. Never
 * cached. `managed`: the editors' redirects as the site answers them (chains
 * already collapsed), `refused`: those it does not answer and why, `renamed`:
 * the renamed slugs' redirects from the site's database, newest first.
 */
import { Hono } from "hono";
import type { SiteApp } from "../env";
import { bearerToken, sameSecret } from "../secret";
import { CacheNone, writeCacheHeaders } from "../shared-cache/presets";
import { siteOrigin } from "../site-origin";
import { allowedHosts, listedRedirects, readManaged } from "./managed";
import { slugRedirects } from "./store";

export const redirectsReport = new Hono<SiteApp>().get("/", async (c) => {
  c.var.log.set({ kind: "api.redirects" });
  const secret = c.env.CMS_WEBHOOK_SECRET ?? "";
  if (!secret || !(await sameSecret(bearerToken(c.req.header("authorization")), secret)))
    return c.json({ error: "Unauthorized" }, 401);
  const hosts = allowedHosts(c.env.REDIRECT_HOSTS, siteOrigin(c.env, c.req.url));
  const [listed, renamed] = await Promise.all([
    listedRedirects(c.var.publishedContent),
    slugRedirects(c.env.CONTACT_OUTBOX),
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
  });
  writeCacheHeaders(response.headers, CacheNone());
  return response;
});
