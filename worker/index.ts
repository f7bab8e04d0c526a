/**
 * @module The site's worker: one Hono app for the pages, the route-data and layout
 * APIs, the media proxy, the content service's webhook, editor preview and the
 * health check. Every request is logged as one JSON line.
 */
import { WorkerEntrypoint } from "cloudflare:workers";
import { Hono } from "hono";
import type { LayoutData } from "../shared/content";
import { isLocale } from "../shared/locales";
import { cmsWebhook } from "./api/cms-webhook";
import { healthz } from "./api/healthz";
import { media } from "./api/media";
import { preview, previewSession } from "./api/preview";
import { sellerFinderApi } from "./api/seller-finder";
import { contactApi } from "./contact/api";
import { deliverDue } from "./contact/delivery";
import { ContactOutbox } from "./contact/outbox";
import { contactPagePosts } from "./contact/page-post";
import { PHOTO_PATH, servePhoto } from "./contact/photos";
import { type Env, readSettings, type SiteApp } from "./env";
import { logEvent } from "./log";
import { answerFormPost, answerPage } from "./page-handler";
import { loadLayout } from "./pages/layout";
import { contentReader } from "./pages/read";
import { SEARCHED_COLLECTIONS } from "./pages/records";
import { syncFromCron } from "./redirects/learn";
import { flushMissing } from "./redirects/missing-pages";
import { redirectsReport } from "./redirects/report";
import { renderErrorFallback } from "./render/page";
import { reportFor, requestContext } from "./request-context";
import { searchApi } from "./search/api";
import { securityHeaders } from "./security-headers";
import { type AppFetch, gatewayFetch, sharedPagesFetch } from "./shared-cache/entrypoints";
import {
  CacheNone,
  CacheShort,
  presetName,
  statedCaching,
  writeCacheHeaders,
} from "./shared-cache/presets";
import { flushPurges } from "./shared-cache/purge-queue";
import { answerCaching, OUTAGE_RETRY_SECONDS, resolvePath } from "./site";
import { sitemap } from "./sitemap";

const app = new Hono<SiteApp>();

app.use(securityHeaders());
app.use(statedCaching());
app.use(requestContext());
app.use(previewSession());

app.route("/api/cms-webhook", cmsWebhook(SEARCHED_COLLECTIONS));
app.route("/api/preview", preview);
app.route("/healthz", healthz);
app.route("/", sitemap);

app.get("/api/layout/:locale", async (c) => {
  const { log, content, report } = c.var;
  log.set({ kind: "api.layout" });
  const locale = c.req.param("locale");
  if (!isLocale(locale)) return c.json({ error: "Unknown locale" }, 404);
  log.set({ locale });
  const { settings } = c.var;
  try {
    const layout: LayoutData = await log.measure(
      "cms",
      loadLayout(contentReader(content, settings.mediaOrigin), locale),
    );
    // Menu and settings of a locale for everyone; the webhook purges them by their tags.
    const response = c.json(layout, 200);
    writeCacheHeaders(response.headers, CacheShort(), c.var.content.tagsUsed);
    return response;
  } catch (error) {
    report(error, "layout.failed");
    return c.json({ error: "The content service is unavailable" }, 503);
  }
});

app.get("/api/route-data", async (c) => {
  c.var.log.set({ kind: "api.route-data" });
  const target = c.req.query("path");
  if (!target?.startsWith("/") || target.startsWith("//")) {
    logEvent("warn", "route_data.invalid", {
      requestId: c.var.log.id,
      reason: target === undefined ? "no path parameter" : "path is not a site path",
    });
    return c.json({ error: "Query parameter 'path' must be a site path" }, 400);
  }
  const [path = "/", query = ""] = target.split("?", 2);
  const resolved = await resolvePath(path, c, new URLSearchParams(query));
  const { result } = resolved;
  const status = result.status === 301 ? 200 : result.status;
  const response = c.json(result, status, {
    ...(status === 503 ? { "retry-after": String(OUTAGE_RETRY_SECONDS) } : {}),
  });
  // Kept like the page's HTML; any parameter but `path` is a query of its own.
  const otherParams = [...new URL(c.req.url).searchParams.keys()].some((key) => key !== "path");
  const preset = answerCaching(resolved, otherParams ? "?other" : query);
  c.var.log.html = presetName(preset);
  writeCacheHeaders(response.headers, preset, resolved.tags);
  return response;
});

app.route("/api/redirects", redirectsReport);
app.route("/api/seller-finder", sellerFinderApi);
app.route("/api/search", searchApi(SEARCHED_COLLECTIONS));

app.route("/uploads", media);

/** A contact request's photo, for the person who answers: through its signed link only. */
app.get(`${PHOTO_PATH}*`, (c) => servePhoto(c.env, new URL(c.req.url), Date.now()));

/** An API path that does not exist answers in JSON, not with the HTML error page. */
app.get("/api/*", (c) => {
  c.var.log.set({ kind: "api.not-found" });
  const response = c.json({ error: "Not found" }, 404);
  writeCacheHeaders(response.headers, CacheNone());
  return response;
});

app.get("*", answerPage);

// The contact endpoint, and posts of the contact page's form without JavaScript.
app.route("/", contactApi);
app.route("/", contactPagePosts(answerFormPost));

app.all("*", (c) => c.text("Method Not Allowed", 405, { allow: "GET, HEAD" }));

app.onError((error, c) => {
  reportFor(c)(error, "unhandled");
  return renderErrorFallback(c.get("log")?.id ?? "");
});

const appFetch: AppFetch = async (request, env, ctx) => app.fetch(request, env, ctx);

/**
 * The cached entrypoint: Workers Cache sits in front of it, and the gateway hands it
 * what visitors share, without their cookies (shared-cache/entrypoints.ts).
 */
export class SharedPages extends WorkerEntrypoint<Env> {
  override fetch(request: Request): Promise<Response> {
    return sharedPagesFetch(request, this.env, this.ctx, appFetch);
  }
}

export default {
  /** The gateway: every request, answered from SharedPages or by the app. */
  fetch: (request, env, ctx) => gatewayFetch(request, env, ctx, appFetch),
  /**
   * The cron trigger (wrangler.toml): retries the contact outbox and the purges
   * still owed; writes this isolate's tally of 404s; hourly, learns the records'
   * paths for their renames (redirects/).
   */
  async scheduled(controller: ScheduledController, env: Env, ctx: ExecutionContext): Promise<void> {
    await Promise.all([
      deliverDue(
        new ContactOutbox(env.CONTACT_OUTBOX),
        readSettings(env),
        controller.scheduledTime,
      ),
      flushPurges(env, ctx, controller.scheduledTime),
      syncFromCron(env, ctx, controller.scheduledTime),
      flushMissing(env.CONTACT_OUTBOX, controller.scheduledTime, true),
    ]);
  },
} satisfies ExportedHandler<Env>;
