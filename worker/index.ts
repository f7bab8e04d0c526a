/**
 * @module The site's worker: one Hono app for the pages, the route-data and layout
 * APIs and the media proxy. Every request is logged as one JSON line.
 */
import { Hono } from "hono";
import type { LayoutData } from "../shared/content";
import { isLocale } from "../shared/locales";
import { sellerFinderApi } from "./api/seller-finder";
import { ContentLayer } from "./content/cache";
import { createLoaders } from "./content/loaders";
import { type Env, readSettings } from "./env";
import { logEvent, RequestLog } from "./log";
import { renderErrorFallback, renderPage } from "./render/page";
import { resolvePath } from "./site";

type App = { Bindings: Env; Variables: { log: RequestLog } };

const app = new Hono<App>();

app.use(async (c, next) => {
  const log = new RequestLog(c.req.header("cf-ray") ?? crypto.randomUUID());
  c.set("log", log);
  await next();
  const ms = Date.now() - log.startedAt;
  c.res.headers.set("x-request-id", log.id);
  c.res.headers.append("server-timing", `cms;dur=${log.contentMs()}, total;dur=${ms}`);
  logEvent("info", "request", {
    requestId: log.id,
    method: c.req.method,
    path: new URL(c.req.url).pathname,
    status: c.res.status,
    ms,
    ...log.fields,
    content: log.content,
  });
});

app.get("/api/layout/:locale", async (c) => {
  const locale = c.req.param("locale");
  if (!isLocale(locale)) return c.json({ error: "Unknown locale" }, 404);
  const settings = readSettings(c.env);
  const content = new ContentLayer({
    kv: c.env.CONTENT_CACHE,
    settings,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    log: c.get("log"),
  });
  try {
    const layout: LayoutData = await createLoaders(content, settings.mediaOrigin).layout(locale);
    return c.json(layout, 200, { "cache-control": "no-cache" });
  } catch {
    return c.json({ error: "The content service is unavailable" }, 503);
  }
});

app.get("/api/route-data", async (c) => {
  const path = c.req.query("path");
  if (!path?.startsWith("/"))
    return c.json({ error: "Query parameter 'path' must be a site path" }, 400);
  const { result } = await resolvePath(path, {
    env: c.env,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    log: c.get("log"),
  });
  const status = result.status === 301 ? 200 : result.status;
  return c.json(result, status, { "cache-control": "no-cache" });
});

app.route("/api/seller-finder", sellerFinderApi);

/** Media on the storage bucket, served under the site's own paths (CONTRACT.md, "Media"). */
app.get("/uploads/*", async (c) => {
  const origin = readSettings(c.env).mediaOrigin;
  if (!origin) return c.notFound();
  const path = new URL(c.req.url).pathname;
  const upstream = await fetch(`${origin}${path}`, {
    cf: { cacheEverything: true, cacheTtl: 86400 },
  });
  if (!upstream.ok) return c.body(null, upstream.status === 404 ? 404 : 502);
  const headers = new Headers();
  for (const name of ["content-type", "content-length", "etag", "last-modified"]) {
    const value = upstream.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("cache-control", "public, max-age=31536000, immutable");
  headers.set("x-content-type-options", "nosniff");
  return new Response(upstream.body, { status: 200, headers });
});

app.get("*", async (c) => {
  const url = new URL(c.req.url);
  const resolved = await resolvePath(
    url.pathname,
    {
      env: c.env,
      waitUntil: (p) => c.executionCtx.waitUntil(p),
      log: c.get("log"),
    },
    url.searchParams,
  );
  if (resolved.result.status === 301) {
    return c.redirect(`${resolved.result.location}${url.search}`, 301);
  }
  return renderPage(resolved, { origin: url.origin, requestId: c.get("log").id });
});

app.all("*", (c) => c.text("Method Not Allowed", 405, { allow: "GET, HEAD" }));

app.onError((error, c) => {
  const log = c.get("log");
  logEvent("error", "unhandled", { requestId: log?.id, error: String(error) });
  return renderErrorFallback(log?.id ?? "");
});

export default app;
