#!/usr/bin/env node
/**
 * The browser suite: one stack (scripts/stack.mjs, fresh local state) for every
 * test file that runs the site as configured by default, then `node --test` over
 * browser-tests/, one file at a time. A file that needs other settings (a tag
 * manager, a Mapbox token, an admin origin) still starts a stack of its own
 * (browser-tests/support.ts).
 *
 * Why: each stack takes 8 to 15 s to start on an idle 2-core machine and a minute
 * on a busy one, and thirty files started one each, twice per CI run. The suite's
 * files do not depend on a cold site: each works in its own browser contexts,
 * sends the contact form from visitor addresses of its own and changes no
 * content. `BROWSER_TESTS_OWN_STACKS=1` gives every file its own stack again.
 *
 * Two files run at a time (`BROWSER_TESTS_CONCURRENCY`, default 2): much of a
 * browser test is waiting (a toast's 3 s, a tooltip's 500 ms, a page's network
 * idle), which the other file's work fills on a 2-core machine.
 *
 * Arguments are test files (default: every browser-tests/*.test.ts); the exit
 * status is node --test's.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT, startStack } from "./stack.mjs";

const files = process.argv.slice(2).length
  ? process.argv.slice(2)
  : readdirSync(join(ROOT, "browser-tests"))
      .filter((name) => name.endsWith(".test.ts"))
      .sort()
      .map((name) => join("browser-tests", name));

const shared = process.env.BROWSER_TESTS_OWN_STACKS !== "1";
const persistDir = mkdtempSync(join(tmpdir(), "browser-suite-"));
const stack = shared
  ? await startStack({ quiet: !process.env.TEST_VERBOSE, persistDir, port: 0 })
  : null;
if (stack) console.log(`Browser suite: one site for the files that share it, ${stack.siteUrl}`);

const concurrency = Number(process.env.BROWSER_TESTS_CONCURRENCY ?? 2);
const child = spawn(process.execPath, ["--test", `--test-concurrency=${concurrency}`, ...files], {
  cwd: ROOT,
  stdio: "inherit",
  env: { ...process.env, ...(stack ? { BROWSER_TESTS_SITE_URL: stack.siteUrl } : {}) },
});
const stopChild = () => child.kill("SIGTERM");
process.on("SIGINT", stopChild);
process.on("SIGTERM", stopChild);
const code = await new Promise((resolve) => child.on("exit", (status) => resolve(status ?? 1)));
await stack?.stop();
rmSync(persistDir, { recursive: true, force: true });
process.exit(code);
