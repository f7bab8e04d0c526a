/**
 * What the initial JavaScript is made of (`npm run budget -- --why`): each output
 * file's gzip size shared among its source modules in proportion to the bytes
 * each left in it (esbuild's metafile, `bytesInOutput`). Gzip compresses a file
 * as a whole, so a module's share is an estimate; the totals are exact.
 */
import { existsSync, readFileSync } from "node:fs";

const KB = 1024;
const fmt = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** A source path as the table names it: a package by its name and file, our code by its path. */
function moduleName(input) {
  const inPackage = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/);
  if (!inPackage) return input;
  const file = inPackage[2].split("/").pop();
  return `${inPackage[1]} (${file})`;
}

/** Gzip bytes per source module over the given output files (site paths, /assets/…). */
function composition(outputs, files, gz) {
  const byModule = new Map();
  for (const file of files) {
    const output = outputs[`dist/client${file}`];
    if (!output) continue;
    const inputs = Object.entries(output.inputs);
    const raw = inputs.reduce((sum, [, { bytesInOutput }]) => sum + bytesInOutput, 0);
    // What no module accounts for: esbuild's import/export glue and the chunk's own names.
    const glue = Math.max(0, output.bytes - raw);
    const total = gz(file);
    for (const [input, { bytesInOutput }] of inputs) {
      const name = moduleName(input);
      byModule.set(name, (byModule.get(name) ?? 0) + (total * bytesInOutput) / output.bytes);
    }
    if (glue)
      byModule.set(
        "(chunk glue)",
        (byModule.get("(chunk glue)") ?? 0) + (total * glue) / output.bytes,
      );
  }
  return [...byModule.entries()].sort((a, b) => b[1] - a[1]);
}

function printTable(title, rows, limit = Number.POSITIVE_INFINITY) {
  const total = rows.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${title}: ${fmt(total)}`);
  let rest = 0;
  rows.forEach(([name, bytes], index) => {
    if (index < limit) console.log(`  ${fmt(bytes).padStart(9)}  ${name}`);
    else rest += bytes;
  });
  if (rest) console.log(`  ${fmt(rest).padStart(9)}  (${rows.length - limit} more, each smaller)`);
}

export function printComposition({ metafilePath, gz, entry, views }) {
  if (!existsSync(metafilePath)) {
    console.log("budget --why: no dist/client-metafile.json; run `npm run build` first");
    return;
  }
  const { outputs } = JSON.parse(readFileSync(metafilePath, "utf8"));
  printTable(
    "the entry and its static imports, per module (gzip, shared by bytes)",
    composition(outputs, entry, gz),
  );
  for (const [view, files] of Object.entries(views)) {
    printTable(
      `${view}: beyond the entry (view, its imports, English catalog)`,
      composition(outputs, files, gz),
      12,
    );
  }
}
