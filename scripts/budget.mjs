#!/usr/bin/env node
/**
 * `npm run budget`: the initial JavaScript and CSS of each page kind, gzip -9, from
 * the last build (dist/), against the budgets of issue 8: initial JavaScript at
 * most 80 KB gzip on every page but the map page. Initial means what the page's
 * HTML asks for before the visitor does anything: the page's script and everything
 * it imports, the locale's catalog (English here), and where the first page
 * hydrates the app at once, the view's chunk with its imports and its own texts.
 * A first page that keeps the server's HTML (client/views/static-views.json)
 * requests its islands once it has hydrated: they are printed beside it.
 * Exits 1 when a page is over its budget.
 *
 * `npm run budget -- --why` also prints what the entry and each page kind's
 * initial JavaScript are made of, per source module (./budget-why.mjs).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { printComposition } from "./budget-why.mjs";
import { ROOT } from "./stack.mjs";

const KB = 1024;
const BUDGET_JS = 80 * KB;
/** The map page loads mapbox-gl on demand, after the page; its first view has the same budget plus the finder. */
const MAP_VIEW = "installer-map";

const dist = join(ROOT, "dist/client");
const manifestPath = join(ROOT, "dist/client-manifest.json");
if (!existsSync(manifestPath)) {
  console.error("budget: no build found; run `npm run build` first");
  process.exit(2);
}
const manifest = JSON.parse(readFileSync(manifestPath, "utf8"));
const serverHtmlViews = JSON.parse(
  readFileSync(join(ROOT, "client/views/static-views.json"), "utf8"),
);
/** Whether a page kind's first page keeps the server's HTML: its script is the entry, else the app's start. */
const kept = (view) => serverHtmlViews.includes(view);
/**
 * What a page kind's first page loads beyond its script's closure: the locale's
 * catalog, and for a page that hydrates the app at once its view and texts. A kept
 * page requests its islands and their texts once it has hydrated
 * (client/site/islands.tsx), as every page does its late parts: both are printed
 * apart, not counted as initial.
 */
const initialFiles = (view) => [
  ...(kept(view)
    ? []
    : [
        ...manifest.views[view],
        ...(manifest.pageCatalogs.en ?? []),
        ...(manifest.viewStrings?.[view]?.en ?? []),
      ]),
  ...(manifest.catalogs.en ?? []),
];
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file))
    gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};

/** A module and every module it imports statically (dynamic imports load later). */
function closure(file, seen = new Set()) {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), "utf8");
  for (const match of code.matchAll(
    /(?:^|[;}\n])\s*import\s*(?:[\w${},\s*]+from\s*)?["']((?:\/assets\/|\.\/)[^"']+\.js)["']/g,
  )) {
    const target = match[1].startsWith("./") ? `/assets/${match[1].slice(2)}` : match[1];
    closure(target, seen);
  }
  return seen;
}

const entry = closure(manifest.entry);
const appStart = closure(manifest.appEntry);
const scriptOf = (view) => (kept(view) ? entry : appStart);
const css = manifest.css.reduce((sum, file) => sum + gz(file), 0);
const rows = [];
let over = false;
for (const view of Object.keys(manifest.views).sort()) {
  const all = new Set(scriptOf(view));
  for (const file of initialFiles(view)) closure(file, all);
  const js = [...all].reduce((sum, file) => sum + gz(file), 0);
  const budget = view === MAP_VIEW ? null : BUDGET_JS;
  const ok = budget === null || js <= budget;
  if (!ok) over = true;
  // A kept page's islands and their texts, beyond what the page has already loaded.
  const later = new Set();
  if (kept(view))
    for (const file of [
      ...(manifest.islands?.[view] ?? []),
      ...(manifest.viewStrings?.[view]?.en ?? []),
    ])
      closure(file, later);
  const islands = [...later].filter((file) => !all.has(file)).reduce((sum, f) => sum + gz(f), 0);
  rows.push({ view, js, css, budget, ok, islands });
}

const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
console.log(
  "page kind        initial JS (gzip)   CSS (gzip)   budget            islands, after hydration",
);
for (const row of rows) {
  const budget = row.budget === null ? "n/a (map)" : `${fmt(row.budget)} ${row.ok ? "ok" : "OVER"}`;
  console.log(
    `${row.view.padEnd(16)} ${fmt(row.js).padStart(12)}        ${fmt(row.css).padStart(9)}   ${budget.padEnd(16)}  ${
      row.islands ? fmt(row.islands).padStart(9) : ""
    }`,
  );
}
const size = (files) => fmt([...files].reduce((sum, file) => sum + gz(file), 0));
console.log(`entry (a kept first page's script) and its imports alone: ${size(entry)}`);
console.log(
  `the app's start (every other first page's script) and its imports alone: ${size(appStart)}`,
);
// Not initial, for the record: the parts that hydrate after the page (client/late.ts),
// beyond what the entry already loaded.
const metafilePath = join(ROOT, "dist/client-metafile.json");
if (existsSync(metafilePath)) {
  const { outputs } = JSON.parse(readFileSync(metafilePath, "utf8"));
  const late = Object.keys(outputs).find((file) => outputs[file].entryPoint === "client/late.ts");
  if (late) {
    const files = [...closure(`/assets/${late.split("/").pop()}`)].filter(
      (file) => !entry.has(file),
    );
    console.log(
      `late parts (footer, sidebar, locale switcher, …), after hydration: ${fmt(
        files.reduce((sum, file) => sum + gz(file), 0),
      )}`,
    );
  }
}
if (process.argv.includes("--why")) {
  printComposition({
    metafilePath,
    gz,
    entry,
    views: Object.fromEntries(
      rows.map(({ view }) => {
        const all = new Set();
        for (const file of [...(kept(view) ? [] : [manifest.appEntry]), ...initialFiles(view)])
          closure(file, all);
        return [view, [...all].filter((file) => !entry.has(file))];
      }),
    ),
  });
}
process.exit(over ? 1 : 0);
