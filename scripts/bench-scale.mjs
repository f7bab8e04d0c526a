/**
 * The first render of whole lists, for `npm run bench`: the content service with
 * the seed as it is and with ten times its content (cms/src/bulk.ts), the built
 * site in workerd (as the main bench runs it). For each path, BENCH_SCALE_SAMPLES
 * (default 5) times: a full purge (not timed), then one timed request, which reads
 * every page of its lists from the content service. Reports the median and the
 * worst, with the size of the answer.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, ROOT, siteSettings, startCms, startSiteInWorkerd } from "./stack.mjs";

const SAMPLES = Math.max(1, Number(process.env.BENCH_SCALE_SAMPLES ?? 5));
const WEBHOOK_SECRET = "local-dev-webhook-secret";
/** Seed files that take bulk records, by the name BULK_RECORDS gives them. */
const BULK_FILES = [
  "products",
  "solutions",
  "for-whos",
  "manuals",
  "downloads",
  "faq-articles",
  "blogs",
];

/** What each path is: the sitemaps of one locale, whole, and the overviews' first pages. */
export const SCALE_PATHS = [
  ["/sitemap-en-products.xml", "sitemap, products"],
  ["/sitemap-en-blogs.xml", "sitemap, blogs"],
  ["/sitemap-en-faq.xml", "sitemap, FAQ"],
  ["/products", "products overview"],
  ["/downloads", "downloads"],
  ["/faq", "FAQ"],
  ["/blogs", "library"],
];

/** BULK_RECORDS for `factor` times the seed's records of each collection. */
export function bulkSetting(factor) {
  const counts = BULK_FILES.map((file) => {
    const records = JSON.parse(readFileSync(join(ROOT, "cms/seed", `${file}.json`), "utf8"));
    return `${file}=${records.length * (factor - 1)}`;
  });
  const sellers = JSON.parse(readFileSync(join(ROOT, "cms/seed/sale-locations.json"), "utf8"));
  counts.push(`sale-locations=${sellers.locations.length * (factor - 1)}`);
  return counts.join(",");
}

/** One content service and site with `factor` times the seed's content; the timings per path. */
export async function measureScale(factor, { verbose = false } = {}) {
  const persistDir = mkdtempSync(join(tmpdir(), "bench-scale-"));
  const settings = siteSettings({ CMS_BULK_RECORDS: factor > 1 ? bulkSetting(factor) : "" });
  const cms = await startCms({ port: await freePort(), persistDir, settings, quiet: !verbose });
  settings.CMS_GRAPHQL_URL = cms.graphqlUrl;
  const site = await startSiteInWorkerd({
    port: await freePort(),
    persistDir,
    settings,
  }).catch(async (error) => {
    await cms.stop();
    throw error;
  });
  const base = site.url.replace(/\/$/, "");
  const results = {};
  try {
    for (const [path, label] of SCALE_PATHS) {
      if (verbose) console.log(`bench: ${factor}× ${path}`);
      const times = [];
      let bytes = 0;
      for (let i = 0; i < SAMPLES; i++) {
        await purge(base);
        let started = performance.now();
        const response = await fetchRetrying(`${base}${path}`, {
          headers: { "accept-encoding": "identity" },
          onRetry: () => {
            started = performance.now();
          },
        });
        const body = await response.arrayBuffer();
        times.push(performance.now() - started);
        if (response.status !== 200) throw new Error(`bench: ${path} → ${response.status}`);
        bytes = body.byteLength;
      }
      times.sort((a, b) => a - b);
      results[path] = {
        label,
        medianMs: times[Math.floor(times.length / 2)],
        worstMs: times.at(-1),
        kib: bytes / 1024,
      };
    }
  } finally {
    await Promise.all([site.stop(), cms.stop()]);
    rmSync(persistDir, { recursive: true, force: true });
  }
  return results;
}

/**
 * Once more when the connection was dropped: a pooled keep-alive connection can be
 * closed by the server just as it is reused (undici's "other side closed").
 */
async function fetchRetrying(url, { onRetry, ...init }) {
  try {
    return await fetch(url, init);
  } catch (error) {
    if (
      !/other side closed|ECONNRESET|UND_ERR_SOCKET/.test(
        String(error?.cause?.code ?? error?.cause ?? error),
      )
    )
      throw error;
    onRetry?.();
    return fetch(url, init);
  }
}

async function purge(base) {
  const response = await fetchRetrying(`${base}/api/cms-webhook`, {
    method: "POST",
    headers: { authorization: `Bearer ${WEBHOOK_SECRET}`, "content-type": "application/json" },
    body: JSON.stringify({ event: "site.purge" }),
  });
  await response.arrayBuffer();
  if (response.status !== 202) throw new Error(`bench: purge → ${response.status}`);
}

/** Prints both runs side by side. */
export function printScale(seedRun, scaledRun, factor) {
  console.log(
    `\nFirst render after a full purge (every list read from the content service), median of ${SAMPLES}, sequential:`,
  );
  console.log(
    `path                        seed ms   ${factor}× seed ms   worst ms   KiB at ${factor}×`,
  );
  for (const [path, label] of SCALE_PATHS) {
    const one = seedRun[path];
    const many = scaledRun[path];
    console.log(
      `${label.padEnd(26)} ${one.medianMs.toFixed(0).padStart(8)} ${many.medianMs
        .toFixed(0)
        .padStart(12)} ${many.worstMs.toFixed(0).padStart(10)} ${many.kib.toFixed(0).padStart(11)}`,
    );
  }
}
