#!/usr/bin/env node
// Boots a throwaway Strapi project with a kit (as `npm run kit` writes it) and
// copies the GraphQL schema Strapi generates to the kit's
// generated-schema.graphql, which the site's operations are validated against
// (worker/content/strapi-contract.test.ts, cms/src/strapi5-schema.test.ts).
//
//   node scripts/strapi-schema.mjs --strapi 5 [project-dir]
//   /usr/bin/node scripts/strapi-schema.mjs --strapi 4 [project-dir]
//
// Strapi 5.54 runs on Node 18 to 24, Strapi 4 on 18 to 20 (not the repository's
// Node 24: call a Node 20 directly rather than through npm). The project
// (default: <tmp>/strapi5-kit-run, <tmp>/strapi-kit-run) is created outside the
// repository; its first install takes minutes (better-sqlite3 is built from
// source where no prebuilt binary can be fetched; needs python3, make, g++).
// The kit's files are written in afresh on every run.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { KIT_FOLDERS, kitVersion, ROOT, writeKit } from "./strapi-kit.mjs";

/** What each major version is made with and runs on. */
const STRAPI = {
  4: {
    version: "4.26.2",
    node: [18, 20],
    project: "strapi-kit-run",
    install: [["install", "--no-audit", "--no-fund"]],
    // The kit has no admin settings of its own for Strapi 4: an API-only Strapi.
    admin: `module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
});`,
  },
  5: {
    version: "5.54.0",
    node: [18, 24],
    project: "strapi5-kit-run",
    // Packages without install scripts (about 4 min), then better-sqlite3 from
    // source (about 3 min), as no prebuilt binary can be fetched.
    install: [
      ["install", "--ignore-scripts", "--no-audit", "--no-fund"],
      ["rebuild", "better-sqlite3", "--build-from-source"],
    ],
  },
};

const { values, positionals } = parseArgs({
  options: { strapi: { type: "string" } },
  allowPositionals: true,
});
if (!values.strapi) {
  console.error("usage: node scripts/strapi-schema.mjs --strapi 4|5 [project-dir]");
  process.exit(2);
}
const major = kitVersion(values.strapi);
const strapi = STRAPI[major];
const kitSchema = join(KIT_FOLDERS[major], "generated-schema.graphql");
const project = resolve(positionals[0] ?? join(tmpdir(), strapi.project));
const schemaFile = join(project, "generated-schema.graphql");

const node = Number(process.versions.node.split(".")[0]);
if (node < strapi.node[0] || node > strapi.node[1]) {
  console.error(
    `Strapi ${strapi.version} needs Node ${strapi.node.join(" to ")}; this is ${process.version}.`,
  );
  if (major === 4)
    console.error("Run it with a Node 20, e.g. /usr/bin/node scripts/strapi-schema.mjs --strapi 4");
  process.exit(1);
}

writeProject();
if (!existsSync(join(project, "node_modules", "@strapi", "strapi"))) {
  console.log(`installing Strapi ${strapi.version} into ${project} (takes minutes)…`);
  for (const args of strapi.install) {
    const npm = spawnSync("npm", args, { cwd: project, stdio: "inherit" });
    if (npm.status !== 0) process.exit(npm.status ?? 1);
  }
}
await bootUntilSchemaWritten();
const schema = readFileSync(schemaFile, "utf8");
writeFileSync(join(ROOT, kitSchema), schema);
console.log(`wrote ${kitSchema} (${schema.length} characters)`);

function writeProject() {
  mkdirSync(join(project, "config"), { recursive: true });
  const file = (path, text) => writeFileSync(join(project, path), `${text.trim()}\n`);
  const { version } = strapi;
  const dependencies = {
    "@strapi/strapi": version,
    "@strapi/plugin-graphql": version,
    "@strapi/plugin-i18n": version,
    "@strapi/plugin-users-permissions": version,
    "better-sqlite3": "11.10.0",
  };
  // sharp 0.32 (Strapi's own) downloads libvips from GitHub at install; 0.33
  // ships it as npm packages.
  const overrides = { sharp: "0.33.5" };
  file(
    "package.json",
    JSON.stringify({ name: strapi.project, private: true, dependencies, overrides }, null, 2),
  );
  file(
    "config/server.js",
    `module.exports = ({ env }) => ({
  host: env("HOST", "127.0.0.1"),
  port: env.int("PORT", 1337),
  app: { keys: env.array("APP_KEYS") },
});`,
  );
  file(
    "config/database.js",
    `const path = require("node:path");
module.exports = () => ({
  connection: {
    client: "sqlite",
    connection: { filename: path.join(__dirname, "..", ".tmp", "data.db") },
    useNullAsDefault: true,
  },
});`,
  );
  file(
    "config/middlewares.js",
    `module.exports = ["strapi::logger", "strapi::errors", "strapi::security", "strapi::cors",
  "strapi::poweredBy", "strapi::query", "strapi::body", "strapi::session", "strapi::favicon",
  "strapi::public"];`,
  );
  if (strapi.admin) file("config/admin.js", strapi.admin);
  rmSync(join(project, "src"), { recursive: true, force: true });
  writeKit(major, project);
  mkdirSync(join(project, "public", "uploads"), { recursive: true });
}

/** Starts Strapi, waits until it answers and the schema is written, then stops it. */
async function bootUntilSchemaWritten() {
  rmSync(schemaFile, { force: true });
  const port = String(20_000 + Math.floor(Math.random() * 10_000));
  const secret = () => randomBytes(16).toString("base64");
  const child = spawn(
    process.execPath,
    [join(project, "node_modules", "@strapi", "strapi", "bin", "strapi.js"), "start"],
    {
      cwd: project,
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "development",
        SERVE_ADMIN_PANEL: "false",
        PORT: port,
        STRAPI_TELEMETRY_DISABLED: "true",
        STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
        GRAPHQL_SCHEMA_FILE: schemaFile,
        APP_KEYS: `${secret()},${secret()}`,
        ADMIN_JWT_SECRET: secret(),
        API_TOKEN_SALT: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        ENCRYPTION_KEY: secret(),
        JWT_SECRET: secret(),
      },
    },
  );
  let exited = false;
  child.on("exit", () => {
    exited = true;
  });
  try {
    const deadline = Date.now() + 300_000;
    // Strapi may create the file before it writes it: done once it has a size
    // that holds for a second.
    let size = 0;
    while (Date.now() < deadline && !exited) {
      await new Promise((wait) => setTimeout(wait, 1000));
      const health = await fetch(`http://127.0.0.1:${port}/_health`).catch(() => null);
      const now = existsSync(schemaFile) ? statSync(schemaFile).size : 0;
      if (health?.ok && now > 0 && now === size) return;
      size = now;
    }
    throw new Error(
      exited ? "Strapi exited before it answered" : "Strapi did not answer in 5 minutes",
    );
  } finally {
    child.kill();
  }
}
