#!/usr/bin/env node
/**
 * `npm run cms:import -- --url <strapi> --token <token> [--strapi 4|5]`: loads the
 * bundled content into a Strapi with the kit (cms/import/import.ts). The
 * importer is TypeScript that shares the bundled content service's seed and
 * media code, so it is bundled for Node first, as scripts/codegen-config.mjs does.
 */
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import * as esbuild from "esbuild";

const root = new URL("../", import.meta.url);
const result = await esbuild.build({
  entryPoints: [new URL("cms/import/import.ts", root).pathname],
  bundle: true,
  platform: "node",
  format: "esm",
  packages: "external",
  write: false,
  logLevel: "error",
});
const folder = new URL("node_modules/.cache/cms-import/", root);
mkdirSync(folder, { recursive: true });
const file = new URL(`import-${process.pid}.mjs`, folder);
writeFileSync(file, result.outputFiles[0].text);
try {
  const { main } = await import(file.href);
  process.exitCode = await main(process.argv.slice(2), new URL(".", root).pathname);
} finally {
  rmSync(file);
}
