/**
 * @module Starts the real stack once for the integration tests: the local content
 * service and the site, both in workerd through `wrangler dev`, with the content
 * service behind a controllable proxy (testing/cms-proxy.ts), the site behind the
 * stand-in for Workers Cache (scripts/workers-cache.mjs) as production has it
 * behind Workers Cache, and KV in a fresh temporary folder. The content service's editor stand-in sends its webhooks
 * through the proxy to the site; the site's log lines are kept by the proxy.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import {
  freePort,
  siteSettings,
  startBehindWorkersCache,
  startCms,
  startSite,
} from "../scripts/stack.mjs";
import { CMS_TIMEOUT_MS, startCmsProxy } from "./cms-proxy";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    cmsUrl: string;
    proxyUrl: string;
    /** Where wrangler keeps the local KV and D1 state (the site's under `site/`). */
    persistDir: string;
    /** The worker itself, behind the cache: what the cache asks on a miss. */
    workerUrl: string;
    /** The Workers Cache stand-in's control endpoint: `/stats` counts the worker's invocations. */
    cacheControlUrl: string;
    /** The stand-in's mark on requests it sends as the shared entrypoint. */
    entrypointSecret: string;
  }
}

export default async function setup(project: TestProject) {
  const persistDir = mkdtempSync(join(tmpdir(), "site-test-"));
  const settings = siteSettings({
    // Short enough to observe staleness in a test, long enough to observe hits.
    CONTENT_FRESH_SECONDS: "30",
    CMS_TIMEOUT_MS: String(CMS_TIMEOUT_MS),
  });
  // The proxy first: the content service sends its webhooks through it to the site.
  const proxy = await startCmsProxy();
  // Side by side: the site asks the content service nothing until a test does.
  const cmsPort = await freePort();
  const starting = [
    startCms({
      port: cmsPort,
      persistDir,
      settings: { ...settings, CMS_WEBHOOK_URL: `${proxy.url}/__webhook` },
      quiet: true,
    }).then((started) => {
      proxy.setTarget(started.origin);
      return started;
    }),
    freePort().then((port) =>
      startBehindWorkersCache({
        port,
        settings: {
          ...settings,
          CMS_GRAPHQL_URL: `${proxy.url}/graphql`,
          // The storage bucket: the content service's own origin, as its media URLs name it.
          CMS_MEDIA_URL: `http://127.0.0.1:${cmsPort}`,
          // Error reports go to the proxy, which stands in for a Sentry-compatible service.
          SENTRY_DSN: `${proxy.url.replace("://", "://testkey@")}/1`,
          SENTRY_ENVIRONMENT: "test",
        },
        start: (workerPort, withCache, origin) =>
          startSite({
            port: workerPort,
            persistDir,
            settings: withCache,
            origin,
            quiet: !process.env.TEST_VERBOSE,
            onLine: (line) => proxy.siteLog(line),
          }),
      }),
    ),
  ] as const;
  const [startedCms, startedSite] = await Promise.allSettled(starting);
  if (startedCms.status === "rejected" || startedSite.status === "rejected") {
    await Promise.all([
      startedCms.status === "fulfilled" ? startedCms.value.stop() : null,
      startedSite.status === "fulfilled" ? startedSite.value.stop() : null,
    ]);
    throw startedCms.status === "rejected"
      ? startedCms.reason
      : (startedSite as PromiseRejectedResult).reason;
  }
  const [cms, site] = [startedCms.value, startedSite.value];
  proxy.setSite(site.url);
  project.provide("siteUrl", site.url);
  project.provide("cmsUrl", cms.origin);
  project.provide("proxyUrl", proxy.url);
  project.provide("persistDir", persistDir);
  project.provide("workerUrl", site.workerUrl);
  project.provide("cacheControlUrl", site.cacheControlUrl);
  project.provide("entrypointSecret", site.entrypointSecret);
  return async () => {
    await Promise.all([site.stop(), cms.stop()]);
    await proxy.close();
    rmSync(persistDir, { recursive: true, force: true });
  };
}
