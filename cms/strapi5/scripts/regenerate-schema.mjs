#!/usr/bin/env node
// Boots a throwaway Strapi 5 project built from this kit and copies the GraphQL
// schema Strapi generates to cms/strapi5/generated-schema.graphql, which the
// site's operations are validated against.
//
//   node cms/strapi5/scripts/regenerate-schema.mjs [project-dir]
//
// Strapi 5.54 runs on Node 18 to 24. The project (default: <tmp>/strapi5-kit-run)
// is created outside the repository; its first install takes minutes: packages
// without install scripts (about 4 min), then better-sqlite3 built from source
// (about 3 min; needs python3, make, g++), as no prebuilt binary can be fetched.
// The kit's files are copied in afresh on every run.
import { spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const STRAPI_VERSION = "5.54.0";
const kit = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const project = resolve(process.argv[2] ?? join(tmpdir(), "strapi5-kit-run"));
const schemaFile = join(project, "generated-schema.graphql");

const major = Number(process.versions.node.split(".")[0]);
if (major < 18 || major > 24) {
  console.error(`Strapi ${STRAPI_VERSION} needs Node 18 to 24; this is ${process.version}.`);
  process.exit(1);
}

writeProject();
if (!existsSync(join(project, "node_modules", "@strapi", "strapi"))) {
  console.log(`installing Strapi ${STRAPI_VERSION} into ${project} (takes minutes)…`);
  const run = (args) => {
    const npm = spawnSync("npm", args, { cwd: project, stdio: "inherit" });
    if (npm.status !== 0) process.exit(npm.status ?? 1);
  };
  run(["install", "--ignore-scripts", "--no-audit", "--no-fund"]);
  run(["rebuild", "better-sqlite3", "--build-from-source"]);
}
await bootUntilSchemaWritten();
const schema = readFileSync(schemaFile, "utf8");
writeFileSync(join(kit, "generated-schema.graphql"), schema);
console.log(`wrote cms/strapi5/generated-schema.graphql (${schema.length} characters)`);

function writeProject() {
  mkdirSync(join(project, "config"), { recursive: true });
  const file = (path, text) => writeFileSync(join(project, path), `${text.trim()}\n`);
  file(
    "package.json",
    JSON.stringify(
      {
        name: "strapi5-kit-run",
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
  // The kit's unit tests stay in the repository.
  cpSync(join(kit, "src"), join(project, "src"), {
    recursive: true,
    filter: (path) => !path.endsWith(".test.ts"),
  });
  cpSync(join(kit, "config", "plugins.js"), join(project, "config", "plugins.js"));
  cpSync(join(kit, "config", "admin.js"), join(project, "config", "admin.js"));
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
