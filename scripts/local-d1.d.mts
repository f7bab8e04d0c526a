/** Types for scripts/local-d1.mjs. */
export function migrateLocalDatabases(
  persistDir: string,
  options?: { quiet?: boolean },
): Promise<void>;
