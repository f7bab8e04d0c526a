/**
 * @module `GET /healthz`: the worker's version and whether the content service
 * answers, for uptime checks. It says nothing about configuration (no URLs, no
 * settings) and never uses or fills the cache.
 *
 * What this isolate saw of the content service in the last {@link HEALTH_KEEP_MS}
 * (its own probe, or any content call a page made) is the answer; only older
 * knowledge sends a probe, one at a time. So checks every second cost the content
 * service at most one call per isolate every few seconds, and an outage a page
 * ran into shows here at once.
 */
import { Hono } from "hono";
import { operation, requestContent } from "../content/graphql-client";
import { observeContentService, observedWithin } from "../content/service-health";
import type { Settings, SiteApp } from "../env";
import { SITE_VERSION } from "../error-report";
import { logEvent } from "../log";

/** Answers without touching content: any GraphQL server can say its root type's name. */
export const HEALTH_CHECK = operation("healthz", "query healthz { __typename }");

/** How old an observation of the content service /healthz still answers from. */
export const HEALTH_KEEP_MS = 5000;

/** The probe in flight in this isolate: concurrent checks share it. */
let probing: Promise<{ up: boolean; reason?: string }> | null = null;

function probe(settings: Settings): Promise<{ up: boolean; reason?: string }> {
  probing ??= requestContent(settings, HEALTH_CHECK, {})
    .then(() => ({ up: true }))
    .catch((error: unknown) => ({
      up: false,
      reason: error instanceof Error ? error.message : String(error),
    }))
    .then((result) => {
      observeContentService(result.up);
      return result;
    })
    .finally(() => {
      probing = null;
    });
  return probing;
}

export const healthz = new Hono<SiteApp>();

healthz.get("/", async (c) => {
  const log = c.get("log");
  log.set({ kind: "healthz" });
  let up: boolean;
  const known = observedWithin(HEALTH_KEEP_MS);
  if (known) {
    up = known.up;
    log.set({ healthFrom: "observed", healthAgeMs: Date.now() - known.at });
  } else {
    const started = Date.now();
    const result = await probe(c.var.settings);
    up = result.up;
    const ms = Date.now() - started;
    log.contentCall({ op: HEALTH_CHECK.name, cache: "bypass", ms, ok: up });
    log.phase("cms", ms);
    log.set({ healthFrom: "probe" });
    if (!up) logEvent("warn", "healthz.content_down", { requestId: log.id, reason: result.reason });
  }
  return c.json(
    { ok: up, version: SITE_VERSION, contentService: up ? "up" : "down" },
    up ? 200 : 503,
    { "cache-control": "no-store" },
  );
});
