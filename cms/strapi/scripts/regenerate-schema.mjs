#!/usr/bin/env node
// Boots a throwaway Strapi 4 project built from this kit and copies the GraphQL
// schema Strapi generates to cms/strapi/generated-schema.graphql, which
// worker/content/strapi-contract.test.ts validates the site's operations against.
//
//   /usr/bin/node cms/strapi/scripts/regenerate-schema.mjs [project-dir]
//
// Strapi 4 runs on Node 18 to 20 (not the repository's Node 24), so call a Node 20
// directly rather than through npm. The project (default: <tmp>/strapi-kit-run) is
// created outside the repository; its first `npm install` takes minutes
// (better-sqlite3 builds from source when its prebuilt binary cannot be fetched).
// The kit's files are copied in afresh on every run.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const STRAPI_VERSION = "4.26.2";
const kit = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const project = resolve(process.argv[2] ?? join(tmpdir(), "strapi-kit-run"));
const schemaFile = join(project, "generated-schema.graphql");

const major = Number(process.versions.node.split(".")[0]);
if (major < 18 || major > 20) {
  console.error(`Strapi ${STRAPI_VERSION} needs Node 18 to 20; this is ${process.version}.`);
  console.error(
    "Run it with a Node 20, e.g. /usr/bin/node cms/strapi/scripts/regenerate-schema.mjs",
  );
  process.exit(1);
}

writeProject();
if (!existsSync(join(project, "node_modules", "@strapi", "strapi"))) {
  console.log(`installing Strapi ${STRAPI_VERSION} into ${project} (takes minutes)…`);
  const npm = spawnSync("npm", ["install", "--no-audit", "--no-fund"], {
    cwd: project,
    stdio: "inherit",
  });
  if (npm.status !== 0) process.exit(npm.status ?? 1);
}
await bootUntilSchemaWritten();
const schema = readFileSync(schemaFile, "utf8");
writeFileSync(join(kit, "generated-schema.graphql"), schema);
console.log(`wrote cms/strapi/generated-schema.graphql (${schema.length} characters)`);

function writeProject() {
  mkdirSync(join(project, "config"), { recursive: true });
  const file = (path, text) => writeFileSync(join(project, path), `${text.trim()}\n`);
  file(
    "package.json",
    JSON.stringify(
      {
        name: "strapi-kit-run",
        private: true,
        dependencies: {
          "@strapi/strapi": STRAPI_VERSION,
          "@strapi/plugin-graphql": STRAPI_VERSION,
          "@strapi/plugin-i18n": STRAPI_VERSION,
          "@strapi/plugin-users-permissions": STRAPI_VERSION,
          "better-sqlite3": "11.10.0",
        },
        // sharp 0.32 (Strapi's own) downloads libvips from GitHub at install; 0.33
        // ships it as npm packages.
        overrides: { sharp: "0.33.5" },
      },
      null,
      2,
    ),
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
    "config/admin.js",
    `module.exports = ({ env }) => ({
  serveAdminPanel: false,
  auth: { secret: env("ADMIN_JWT_SECRET") },
  apiToken: { salt: env("API_TOKEN_SALT") },
  transfer: { token: { salt: env("TRANSFER_TOKEN_SALT") } },
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
  rmSync(join(project, "src"), { recursive: true, force: true });
  cpSync(join(kit, "src"), join(project, "src"), { recursive: true });
  cpSync(join(kit, "config", "plugins.js"), join(project, "config", "plugins.js"));
  mkdirSync(join(project, "public", "uploads"), { recursive: true });
}

/** Starts Strapi, waits until it answers and the schema is written, then stops it. */
async function bootUntilSchemaWritten() {
  rmSync(schemaFile, { force: true });
  const port = String(20_000 + Math.floor(Math.random() * 10_000));
  const secret = () => randomBytes(16).toString("base64");
  const strapi = spawn(
    process.execPath,
    [join(project, "node_modules", "@strapi", "strapi", "bin", "strapi.js"), "start"],
    {
      cwd: project,
      stdio: "inherit",
      env: {
        ...process.env,
        NODE_ENV: "development",
        PORT: port,
        STRAPI_TELEMETRY_DISABLED: "true",
        STRAPI_DISABLE_UPDATE_NOTIFICATION: "true",
        GRAPHQL_SCHEMA_FILE: schemaFile,
        APP_KEYS: `${secret()},${secret()}`,
        ADMIN_JWT_SECRET: secret(),
        API_TOKEN_SALT: secret(),
        TRANSFER_TOKEN_SALT: secret(),
        JWT_SECRET: secret(),
      },
    },
  );
  let exited = false;
  strapi.on("exit", () => {
    exited = true;
  });
  try {
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline && !exited) {
      await new Promise((wait) => setTimeout(wait, 1000));
      const health = await fetch(`http://127.0.0.1:${port}/_health`).catch(() => null);
      if (health?.ok && existsSync(schemaFile)) return;
    }
    throw new Error(
      exited ? "Strapi exited before it answered" : "Strapi did not answer in 5 minutes",
    );
  } finally {
    strapi.kill();
  }
}
