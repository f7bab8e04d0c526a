#!/usr/bin/env node
/**
 * `npm run redirects -- [--site <origin>] [--json]`: every redirect the site
 * answers, with its source: the editors' (the CMS's Redirect type), those of
 * renamed slugs (the site's own record), and the editors' redirects the site
 * refuses, with the reason. Asks the site's `GET /api/redirects` with the
 * webhook's secret (`CMS_WEBHOOK_SECRET` from the environment, else the
 * development value in .dev.vars.example); the site defaults to
 * http://127.0.0.1:8787 (`npm start`).
 */
import { developmentDefaults } from "./stack.mjs";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const site = (option("--site") ?? process.env.SITE_ORIGIN ?? "http://127.0.0.1:8787").replace(
  /\/+$/,
  "",
);
const secret = process.env.CMS_WEBHOOK_SECRET || developmentDefaults().CMS_WEBHOOK_SECRET;

const response = await fetch(`${site}/api/redirects`, {
  headers: { authorization: `Bearer ${secret}` },
}).catch((error) => {
  console.error(`redirects: ${site} does not answer (${error.message})`);
  process.exit(1);
});
if (!response.ok) {
  console.error(
    `redirects: ${site}/api/redirects answered ${response.status}${response.status === 401 ? " (is CMS_WEBHOOK_SECRET the site's?)" : ""}`,
  );
  process.exit(1);
}
const report = await response.json();
if (args.includes("--json")) {
  console.log(JSON.stringify(report, null, 2));
  process.exit(0);
}

const rows = [
  ...report.managed.map((each) => [each.status, each.from, each.to, "managed in the CMS"]),
  ...report.renamed.map((each) => [
    each.status,
    each.from,
    each.to,
    `renamed ${each.model} ${each.record} (${each.locale}) ${each.createdAt.slice(0, 10)}`,
  ]),
];
const width = Math.max(4, ...rows.map(([, from]) => from.length));
console.log(`${rows.length} redirects on ${site}\n`);
console.log(`status  ${"from".padEnd(width)}  to → source`);
for (const [status, from, to, source] of rows)
  console.log(`${String(status).padEnd(6)}  ${from.padEnd(width)}  ${to}  ← ${source}`);
if (report.refused.length) {
  console.log(`\n${report.refused.length} redirects in the CMS the site does not answer:`);
  for (const each of report.refused) console.log(`  ${each.from}: ${each.reason}`);
}
if (report.missing?.length) {
  console.log(`\nthe 404s most asked for in the last days (what to redirect next):`);
  for (const each of report.missing)
    console.log(`  ${String(each.hits).padStart(6)}  ${each.path}`);
}
console.log(
  `\nother hosts allowed (REDIRECT_HOSTS and the site's own): ${report.allowedHosts.join(", ")}`,
);
