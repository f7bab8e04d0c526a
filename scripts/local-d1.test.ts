import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, describe, expect, it } from "vitest";
import { migrateLocalDatabases } from "./local-d1.mjs";

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** The migrations wrangler has recorded in the contact outbox's local database. */
function appliedMigrations(persistDir: string): string[] {
  const dir = join(persistDir, "v3/d1/miniflare-D1DatabaseObject");
  const file = readdirSync(dir).find((name) => /^[0-9a-f]{64}\.sqlite$/.test(name));
  if (!file) throw new Error(`no database in ${dir}`);
  const db = new DatabaseSync(join(dir, file));
  try {
    return db
      .prepare("SELECT name FROM d1_migrations ORDER BY id")
      .all()
      .map((row) => String(row.name));
  } finally {
    db.close();
  }
}

describe("migrateLocalDatabases", () => {
  it("gives fresh and kept state directories every migration, as wrangler records them", async () => {
    const migrations = readdirSync(join(import.meta.dirname, "../migrations"))
      .filter((name) => name.endsWith(".sql"))
      .sort();
    const fresh = mkdtempSync(join(tmpdir(), "local-d1-"));
    const other = mkdtempSync(join(tmpdir(), "local-d1-"));
    dirs.push(fresh, other);
    await migrateLocalDatabases(fresh, { quiet: true });
    await migrateLocalDatabases(other, { quiet: true });
    expect(appliedMigrations(fresh)).toEqual(migrations);
    // The second fresh directory gets its copy of the databases migrated once.
    expect(appliedMigrations(other)).toEqual(migrations);
    // A directory that has its databases already (npm start's) is migrated in place.
    await migrateLocalDatabases(fresh, { quiet: true });
    expect(appliedMigrations(fresh)).toEqual(migrations);
  }, 120_000);
});
