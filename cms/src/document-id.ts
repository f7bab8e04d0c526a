/**
 * Strapi 5's `documentId`: one id for a record in all its locales (and its draft
 * and published versions), 24 lowercase letters and digits. The service derives
 * it from the record's type and seed key, so that an answer and a webhook about
 * the same record always name it alike, on every start.
 */
export function documentIdOf(type: string, key: string): string {
  // Two 32-bit FNV-1a hashes of different seeds, written in base 36: stable and
  // spread enough that no two records of the seed share one.
  const hash = (seed: number) => {
    let h = seed >>> 0;
    for (const char of `${type}\u0000${key}`) {
      h ^= char.codePointAt(0) ?? 0;
      h = Math.imul(h, 0x01000193) >>> 0;
    }
    return h.toString(36).padStart(7, "0");
  };
  return `${hash(0x811c9dc5)}${hash(0x9747b28c)}${hash(0x1b873593)}${hash(0x5bd1e995)}`.slice(
    0,
    24,
  );
}
