/**
 * @module `GET /healthz`: the worker's version and whether the content service
 * answers, for uptime checks. It says nothing about configuration (no URLs, no
 * settings) and never uses or fills the cache.
 */
import { Hono } from "hono";
import { operation, requestContent } from "../content/graphql-client";
import { readSettings, type SiteApp } from "../env";
import { SITE_VERSION } from "../error-report";
import { logEvent } from "../log";

/** Answers without touching content: any GraphQL server can say its root type's name. */
export const HEALTH_CHECK = operation("healthz", "query healthz { __typename }");

export const healthz = new Hono<SiteApp>();

healthz.get("/", async (c) => {
  const log = c.get("log");
  log.set({ kind: "healthz" });
  const settings = readSettings(c.env);
  const started = Date.now();
  let up = true;
  try {
    await requestContent(settings, HEALTH_CHECK, {});
  } catch (error) {
    up = false;
    logEvent("warn", "healthz.content_down", {
      requestId: log.id,
      reason: error instanceof Error ? error.message : String(error),
    });
  }
  const ms = Date.now() - started;
  log.contentCall({ op: HEALTH_CHECK.name, cache: "bypass", ms, ok: up });
  log.phase("cms", ms);
  return c.json(
    { ok: up, version: SITE_VERSION, contentService: up ? "up" : "down" },
    up ? 200 : 503,
    { "cache-control": "no-store" },
  );
});
