#!/usr/bin/env node
/**
 * A bounded load test on 127.0.0.1 (npm run load): starts the stack with fresh
 * state, warms the pages, then runs wrk (`apt-get install -y wrk`) for LOAD_SECONDS
 * (default 30, at most 60) with a mix of pages, route-data API calls and contact
 * submissions (scripts/load/mix.lua). Prints the figures; exits 1 on any error or
 * non-2xx/3xx answer.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startStack } from "./stack.mjs";

const seconds = Math.min(60, Number(process.env.LOAD_SECONDS ?? 30));
const connections = Number(process.env.LOAD_CONNECTIONS ?? 16);
const PAGES = [
  "/",
  "/products/pigeon-spikes",
  "/nl/producten/duivenpinnen",
  "/solutions/pigeons-on-buildings",
  "/blogs",
  "/faq",
  "/de/produkte",
  "/manuals/installing-pigeon-spikes",
  "/downloads",
  "/contact",
];

if (spawnSync("wrk", ["--version"]).error) {
  console.error("load: wrk is not installed (apt-get install -y wrk)");
  process.exit(1);
}
const persistDir = mkdtempSync(join(tmpdir(), "load-"));
const stack = await startStack({ port: 0, persistDir, quiet: true });
let failed = false;
try {
  if (!stack.siteUrl.startsWith("http://127.0.0.1:")) throw new Error("load: 127.0.0.1 only");
  for (const path of PAGES) {
    const response = await fetch(`${stack.siteUrl}${path}`);
    await response.text();
    if (response.status !== 200) throw new Error(`load: warm-up ${path} → ${response.status}`);
  }
  const run = spawnSync(
    "wrk",
    [
      `-t2`,
      `-c${connections}`,
      `-d${seconds}s`,
      "--latency",
      "-s",
      join(ROOT, "scripts/load/mix.lua"),
      stack.siteUrl,
      "--",
      ...PAGES,
    ],
    { encoding: "utf8", timeout: (seconds + 30) * 1000 },
  );
  process.stdout.write(run.stdout ?? "");
  process.stderr.write(run.stderr ?? "");
  const summary =
    /requests=(\d+) errors_connect=(\d+) errors_read=(\d+) errors_write=(\d+) errors_timeout=(\d+) non2xx=(\d+)/.exec(
      run.stdout ?? "",
    );
  if (!summary) throw new Error("load: no summary from wrk");
  const [, requests, ...errors] = summary.map(Number);
  const total = errors.reduce((a, b) => a + b, 0);
  console.log(
    `\nload: ${requests} requests in ${seconds} s (${(requests / seconds).toFixed(0)}/s), ${total} errors`,
  );
  if (total > 0) failed = true;
} finally {
  stack.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
