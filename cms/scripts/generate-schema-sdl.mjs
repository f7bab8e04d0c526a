#!/usr/bin/env node
// Writes cms/src/schema-sdl.ts from cms/schema.graphql.
// A worker cannot read files at run time, and a TypeScript module with the SDL
// as a string works the same in wrangler, a plain esbuild bundle and vitest.
// cms/src/schema.test.ts fails when the two drift apart: rerun this script.
import { readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const cms = join(dirname(fileURLToPath(import.meta.url)), "..");
const sdl = readFileSync(join(cms, "schema.graphql"), "utf8");
const out = `// Generated from cms/schema.graphql by cms/scripts/generate-schema-sdl.mjs: do not edit.
export const SCHEMA_SDL: string = ${JSON.stringify(sdl)};
`;
writeFileSync(join(cms, "src", "schema-sdl.ts"), out);
console.log(`wrote src/schema-sdl.ts (${sdl.length} characters of SDL)`);
