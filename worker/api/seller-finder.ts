/**
 * @module The seller finder's JSON API: `GET /api/seller-finder?visitor=…&type=…&country=…&page=…`
 * (and `lat`/`lng` for "near me", `locale` for the order of names). Filtering, grouping into companies and paging
 * happen in the worker over the KV-cached content layer; the query is validated
 * with valibot, and a bad value is a 400 that says what is wrong.
 */
import { Hono } from "hono";
import { parseFinderQuery } from "../../shared/finder-query";
import { createSellerFinder } from "../content/seller-finder";
import type { SiteApp } from "../env";
import { CacheBrowser, writeCacheHeaders } from "../shared-cache/presets";

export const sellerFinderApi = new Hono<SiteApp>();

sellerFinderApi.get("/", async (c) => {
  const parsed = parseFinderQuery(new URL(c.req.url).searchParams);
  if (!parsed.ok) return c.json({ error: parsed.message }, 400, { "cache-control": "no-store" });
  c.var.log.set({ kind: "sellerFinder" });
  try {
    // The published sale locations, from the cache every visitor shares: an editor too.
    const page = await createSellerFinder(c.var.publishedContent).find(parsed.query);
    // Asked with the visitor's own place and filters: a query per visitor, never a
    // shared copy (the gateway answers it uncached); their browser keeps it a minute.
    const response = c.json(page, 200);
    writeCacheHeaders(response.headers, CacheBrowser(60));
    return response;
  } catch {
    return c.json({ error: "The content service is unavailable" }, 503, {
      "cache-control": "no-store",
    });
  }
});
