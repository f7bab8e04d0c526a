/**
 * Bulk records for tests and benchmarks at scale: the setting `BULK_RECORDS`
 * (`products=130,faq-articles=120,downloads=120,blogs=250,sale-locations=150`)
 * adds that many records to a collection, in every locale the seed gives. Each is
 * a numbered copy of a seed record (round robin): the same media and relations,
 * every locale a translation of the others, each slug unique in its locale
 * (`duivenpinnen-bulk-7`) and the title numbered (`Duivenpinnen 7`). They follow
 * the seed's records, so every seed record keeps its id.
 */
import { COLLECTION_MODELS } from "./models";
import type { Fields, Seed, SeedEntry } from "./seed-types";

/** Collections that take bulk records: those that name the field that names a record. */
const BULK_COLLECTIONS = COLLECTION_MODELS.flatMap(({ file, bulkName }) =>
  bulkName ? [{ file, bulkName }] : [],
);
const SALE_LOCATIONS = "sale-locations";
/** Enough for ten times any list the site reads at once; keeps a typo from exhausting memory. */
export const MAX_BULK_RECORDS = 5000;

export type BulkCounts = Record<string, number>;

/** `products=130,blogs=250` → counts; throws on what it cannot use, naming it. */
export function parseBulkRecords(setting: string | undefined): BulkCounts {
  const counts: BulkCounts = {};
  for (const part of (setting ?? "").split(",")) {
    if (!part.trim()) continue;
    const match = part.trim().match(/^([a-z-]+)=(\d+)$/);
    const [, name = "", count = ""] = match ?? [];
    if (!match || !(BULK_COLLECTIONS.some((c) => c.file === name) || name === SALE_LOCATIONS))
      throw new Error(`BULK_RECORDS: cannot use "${part.trim()}"`);
    counts[name] = Math.min(Number(count), MAX_BULK_RECORDS);
  }
  return counts;
}

/** The seed with the bulk records added; the seed itself is left as it is. */
export function withBulkRecords(seed: Seed, counts: BulkCounts): Seed {
  const collections = { ...seed.collections };
  for (const { file, bulkName } of BULK_COLLECTIONS) {
    const count = counts[file] ?? 0;
    const templates = seed.collections[file] ?? [];
    if (!count || !templates.length) continue;
    const added = Array.from({ length: count }, (_, i) =>
      copyEntry(templates[i % templates.length] as SeedEntry, i + 1, bulkName),
    );
    collections[file] = [...templates, ...added];
  }
  const { users, locations } = seed.saleLocations;
  const extra = counts[SALE_LOCATIONS] ?? 0;
  const firstId = Math.max(0, ...locations.map((l, i) => Number(l.id ?? i + 1))) + 1;
  const copies = locations.length
    ? Array.from({ length: extra }, (_, i) => ({
        ...(locations[i % locations.length] as Fields),
        id: firstId + i,
      }))
    : [];
  return {
    ...seed,
    collections,
    saleLocations: { users, locations: [...locations, ...copies] },
  };
}

function copyEntry(template: SeedEntry, n: number, field: string): SeedEntry {
  const locales: Record<string, Fields> = {};
  for (const [locale, fields] of Object.entries(template.locales)) {
    const copy: Fields = { ...fields };
    if (typeof copy.slug === "string") copy.slug = `${copy.slug}-bulk-${n}`;
    if (typeof copy[field] === "string") copy[field] = `${copy[field]} ${n}`;
    locales[locale] = copy;
  }
  return { key: `${template.key}-bulk-${n}`, shared: template.shared, locales };
}
