/**
 * The site's local D1 databases (the contact outbox and what shares it), brought up
 * to migrations/ for `wrangler dev`, which does not apply migrations itself.
 *
 * Applying them is a whole `wrangler d1 migrations apply` run: its own Node and
 * workerd, 5 to 10 s, longer than the site's own start, and every browser test file
 * starts a fresh stack. A fresh state directory therefore gets a copy of databases
 * migrated once (what `wrangler` itself would write: the same files, its own
 * `d1_migrations` table included), kept per version of migrations/, wrangler.toml
 * and wrangler. A directory that already holds databases (`npm start`'s, kept
 * between runs) is migrated in place, as before.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const WRANGLER = join(ROOT, "node_modules/wrangler/bin/wrangler.js");
const MIGRATIONS = join(ROOT, "migrations");
const TEMPLATES = join(ROOT, "node_modules/.cache/site-d1");

/** Where wrangler keeps local D1 databases under a `--persist-to` directory. */
const D1_DIR = "v3/d1";

/** Brings the local D1 databases under `persistDir` (a site's `--persist-to`) up to migrations/. */
export async function migrateLocalDatabases(persistDir, { quiet = false } = {}) {
  const databases = join(persistDir, D1_DIR);
  if (existsSync(databases)) {
    await applyMigrations(persistDir, { quiet });
    return;
  }
  const template = await migratedTemplate({ quiet });
  mkdirSync(dirname(databases), { recursive: true });
  cpSync(template, databases, { recursive: true });
}

/** Databases migrated once for this version of the migrations, made on first use. */
async function migratedTemplate({ quiet }) {
  const template = join(TEMPLATES, migrationsVersion());
  if (existsSync(template)) return template;
  mkdirSync(TEMPLATES, { recursive: true });
  const building = mkdtempSync(join(TEMPLATES, "building-"));
  try {
    await applyMigrations(building, { quiet });
    try {
      renameSync(join(building, D1_DIR), template);
    } catch (error) {
      // Another stack starting at the same time made it first: theirs is the same.
      if (!existsSync(template)) throw error;
    }
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  return template;
}

/** What the migrated databases depend on: the migrations, the D1 configuration, wrangler. */
function migrationsVersion() {
  const hash = createHash("sha256");
  for (const name of readdirSync(MIGRATIONS).sort()) {
    hash.update(name);
    hash.update(readFileSync(join(MIGRATIONS, name)));
  }
  hash.update(readFileSync(join(ROOT, "wrangler.toml")));
  hash.update(readFileSync(join(ROOT, "node_modules/wrangler/package.json")));
  return hash.digest("hex").slice(0, 16);
}

function applyMigrations(persistDir, { quiet }) {
  const child = spawn(
    process.execPath,
    [
      WRANGLER,
      "d1",
      "migrations",
      "apply",
      "CONTACT_OUTBOX",
      "--local",
      "-c",
      "wrangler.toml",
      "--persist-to",
      persistDir,
    ],
    {
      cwd: ROOT,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false", CI: "true" },
      stdio: ["ignore", quiet ? "ignore" : "inherit", "inherit"],
    },
  );
  return new Promise((resolveApplied, reject) => {
    child.on("exit", (code) =>
      code === 0
        ? resolveApplied()
        : reject(new Error(`wrangler d1 migrations apply exited with ${code}`)),
    );
  });
}
