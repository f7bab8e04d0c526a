#!/usr/bin/env node
/**
 * Writes a Strapi kit into a Strapi project (`npm run kit -- --strapi 5 --into
 * ../bird-cms`): the kit's content types, components, bootstrap and settings
 * (`src/`, `config/`) with the modules both kits share (cms/site-kit/) and the
 * site's model table, over the project's files. It lists each file it wrote as
 * new or replaced, so that a project's own changes can be merged back, and
 * refuses a folder whose package.json names no Strapi or another major than
 * `--strapi` (which defaults to the project's).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { KIT_FOLDERS, kitVersion, writeKit } from "./strapi-kit.mjs";

const { values } = parseArgs({ options: { strapi: { type: "string" }, into: { type: "string" } } });
if (!values.into) fail("usage: npm run kit -- --strapi 4|5 --into <Strapi project folder>");
const installed = projectStrapi(values.into);
if (!installed)
  fail(`${values.into} is not a Strapi project: its package.json names no @strapi/strapi`);
const version = kitVersion(values.strapi ?? installed);
if (version !== installed) fail(`${values.into} has Strapi ${installed}, not ${version}`);

const written = writeKit(version, values.into);
for (const { path, state } of written)
  if (state !== "same") console.log(`${state.padEnd(8)} ${path}`);
const count = (state) => written.filter((file) => file.state === state).length;
console.log(
  `${KIT_FOLDERS[version]} (Strapi ${version}) into ${values.into}: ${count("new")} new, ${count("replaced")} replaced, ${count("same")} already so`,
);

/** The major version of Strapi the project depends on, or null. */
function projectStrapi(project) {
  try {
    const { dependencies = {} } = JSON.parse(readFileSync(join(project, "package.json"), "utf8"));
    const major = /\d+/.exec(dependencies["@strapi/strapi"] ?? "")?.[0];
    return major ? Number(major) : null;
  } catch {
    return null;
  }
}

function fail(message) {
  console.error(message);
  process.exit(2);
}
