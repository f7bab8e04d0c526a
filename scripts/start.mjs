#!/usr/bin/env node
/**
 * `npm start`: builds, then serves the site at http://127.0.0.1:8787 (PORT to
 * change it) together with the bundled local content service, unless
 * CMS_GRAPHQL_URL names another content service, and fires the site's cron
 * trigger every minute as production does (CRON_EVERY_SECONDS to change it).
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { ROOT, startStack } from "./stack.mjs";

execFileSync(process.execPath, [join(ROOT, "scripts/build.mjs")], { stdio: "inherit", cwd: ROOT });
const port = Number(process.env.PORT ?? 8787);
const stack = await startStack({ port, cmsPort: Number(process.env.CMS_PORT ?? 8788) });
console.log(`\n  Site:            ${stack.siteUrl}`);
console.log(`  Content service: ${stack.graphqlUrl}`);
console.log(
  stack.cronEverySeconds
    ? `  Cron trigger:    every ${stack.cronEverySeconds} s (the contact outbox's retries, the purges still owed)`
    : "  Cron trigger:    off (CRON_EVERY_SECONDS=0)",
);
console.log("  Ctrl+C to stop.\n");
const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
