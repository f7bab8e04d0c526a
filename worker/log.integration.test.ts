/**
 * What operators see: one JSON `request` line per request (read from wrangler
 * dev's output, as `wrangler tail` shows it), events with reasons, Server-Timing,
 * /healthz, and error reports to a Sentry-compatible service.
 */
import { afterEach, describe, expect, it } from "vitest";
import { buildPath } from "../shared/routes";
import {
  errorReports,
  get,
  jsonLines,
  sendWebhook,
  setCmsMode,
  siteLog,
  untilHealthy,
} from "../testing/helpers";

afterEach(async () => {
  await setCmsMode("up");
});

/** The log lines printed while `work` ran (and a moment after, for lines still in the pipe). */
async function linesDuring(work: () => Promise<void>) {
  const { next } = await siteLog();
  await work();
  await new Promise((r) => setTimeout(r, 400));
  return jsonLines((await siteLog(next)).lines);
}

describe("request log", () => {
  it("writes exactly one request line per request, with the fields operators need", async () => {
    await untilHealthy();
    const product = buildPath({ kind: "product", locale: "de", slug: "taubenspikes" });
    const requests: { path: string; init?: RequestInit; status: number; kind: string }[] = [
      // A query string bypasses the full-page cache (an earlier test may have filled
      // it): these are rendered, the second from the KV cache the first filled.
      { path: `${product}?from=log`, status: 200, kind: "product" },
      { path: `${product}?from=log-again`, status: 200, kind: "product" },
      { path: "/de/produkte/gibt-es-nicht", status: 404, kind: "product" },
      {
        path: `/api/route-data?path=${encodeURIComponent(product)}`,
        status: 200,
        // The route kind of the page whose data it is.
        kind: "product",
      },
      { path: "/api/layout/nl", status: 200, kind: "api.layout" },
      { path: "/healthz", status: 200, kind: "healthz" },
    ];
    const ids: string[] = [];
    const lines = await linesDuring(async () => {
      for (const request of requests) {
        const response = await get(request.path, request.init);
        expect(response.status).toBe(request.status);
        ids.push(response.headers.get("x-request-id") ?? "");
      }
      const refused = await sendWebhook({ event: "site.purge" }, "presented-secret-x7");
      expect(refused.status).toBe(401);
    });
    const requestLines = lines.filter((line) => line.event === "request");
    for (const [index, request] of requests.entries()) {
      const mine = requestLines.filter((line) => line.requestId === ids[index]);
      expect(mine, `${request.path}`).toHaveLength(1);
      const line = mine[0]!;
      expect(line).toMatchObject({
        level: "info",
        method: "GET",
        path: request.path.split("?")[0],
        status: request.status,
        kind: request.kind,
      });
      expect(typeof line.ms).toBe("number");
      expect(line.cache).toHaveProperty("html");
      expect(line.cache).toHaveProperty("kv");
      expect(Array.isArray(line.content)).toBe(true);
    }
    // A page names its content-service operations, their cache results and durations.
    const page = requestLines.find((line) => line.requestId === ids[0])!;
    expect(page.locale).toBe("de");
    const ops = (page.content as { op: string; cache: string; ms: number }[]).map((c) => c.op);
    expect(ops).toEqual(expect.arrayContaining(["menu", "settings", "product"]));
    for (const call of page.content as { cache: string; ms: number }[]) {
      expect(["hit", "stale", "miss", "error-stale"]).toContain(call.cache);
      expect(typeof call.ms).toBe("number");
    }
    const second = requestLines.find((line) => line.requestId === ids[1])!;
    expect((second.cache as { kv: Record<string, number> }).kv.hit).toBeGreaterThanOrEqual(3);
    // The refused webhook: its own event with a reason, and its request line with 401.
    expect(lines.some((l) => l.event === "webhook.refused" && typeof l.reason === "string")).toBe(
      true,
    );
    expect(requestLines.some((l) => l.path === "/api/cms-webhook" && l.status === 401)).toBe(true);
    // Nothing personal or secret: no cookies, tokens, IPs or query strings.
    const text = JSON.stringify(lines);
    expect(text).not.toContain("local-dev-webhook-secret");
    expect(text).not.toContain("presented-secret-x7");
    expect(text).not.toMatch(/cf-connecting-ip|"ip"|user-agent/i);
  });

  it("logs a malformed webhook with its reason", async () => {
    const lines = await linesDuring(async () => {
      expect((await sendWebhook("{ nope")).status).toBe(400);
    });
    expect(lines.find((l) => l.event === "webhook.invalid")).toMatchObject({
      reason: "malformed JSON",
    });
  });

  it("logs an unmappable change of a known model and the full purge it caused", async () => {
    const lines = await linesDuring(async () => {
      const response = await sendWebhook({
        event: "entry.update",
        model: "product",
        entry: { locale: "en" },
      });
      expect(response.status).toBe(202);
    });
    expect(lines.find((l) => l.event === "webhook.unmapped")).toMatchObject({
      level: "warn",
      model: "product",
      reason: "entry.update of product without id or slug",
    });
    expect(lines.find((l) => l.event === "cache.purged")).toMatchObject({ everything: true });
  });

  it("logs a change of a model the site does not know, and purges nothing", async () => {
    const lines = await linesDuring(async () => {
      const response = await sendWebhook({
        event: "entry.update",
        model: "unicorn",
        entry: { id: 1, locale: "en" },
      });
      expect(response.status).toBe(200);
    });
    expect(lines.find((l) => l.event === "webhook.unknown_model")).toMatchObject({
      level: "warn",
      model: "unicorn",
      reason: "unknown model unicorn",
    });
    expect(lines.find((l) => l.event === "cache.purged")).toBeUndefined();
  });

  it("sends Server-Timing with the content-service and render phases", async () => {
    const { headers } = await get(buildPath({ kind: "home", locale: "fr" }));
    const timing = headers.get("server-timing") ?? "";
    expect(timing).toMatch(/\bcms;dur=\d+/);
    expect(timing).toMatch(/\brender;dur=\d+/);
    expect(timing).toMatch(/\btotal;dur=\d+/);
  });
});

describe("/healthz", () => {
  it("reports the version and a content service that answers, and nothing of the configuration", async () => {
    await untilHealthy();
    const { status, body, headers } = await get("/healthz");
    expect(status).toBe(200);
    expect(headers.get("cache-control")).toBe("no-store");
    const health = JSON.parse(body);
    expect(health).toEqual({ ok: true, version: expect.any(String), contentService: "up" });
    expect(body).not.toMatch(/http|127\.0\.0\.1|token|secret/i);
  });

  it("says when the content service does not answer, within the 5 s it keeps what it saw", async () => {
    await setCmsMode("down");
    const since = Date.now();
    let { status, body } = await get("/healthz");
    while (status === 200 && Date.now() - since < 8000) {
      await new Promise((r) => setTimeout(r, 250));
      ({ status, body } = await get("/healthz"));
    }
    expect(status).toBe(503);
    expect(JSON.parse(body)).toMatchObject({ ok: false, contentService: "down" });
    expect(body).not.toMatch(/http|127\.0\.0\.1|502/i);
  });
});

describe("error reports", () => {
  it("reports a failed start-up data load to the error service and the console", async () => {
    // An empty cache and a content service that is down: menu and settings fail.
    expect((await sendWebhook({ event: "site.purge" })).status).toBe(202);
    const before = (await errorReports()).length;
    await setCmsMode("down");
    const lines = await linesDuring(async () => {
      expect((await get(buildPath({ kind: "home", locale: "sv" }))).status).toBe(503);
    });
    expect(lines.some((l) => l.event === "layout.failed" && l.level === "error")).toBe(true);
    let reports: string[] = [];
    for (let i = 0; i < 20 && reports.length <= before; i++) {
      await new Promise((r) => setTimeout(r, 100));
      reports = await errorReports();
    }
    const report = reports.slice(before).join("\n");
    expect(report).toContain("layout.failed");
    expect(report).toContain("ContentServiceError");
    expect(report).not.toContain("local-dev-cms-token");
  });
});
