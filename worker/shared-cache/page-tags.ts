/**
 * @module A shared answer's `Cache-Tag` header: the cache tags of the content it
 * was built from (content/tags.ts), within what the platform keeps. Cloudflare
 * (docs "Purge cache by cache-tags", which Workers Cache follows): printable
 * ASCII without spaces, matched without regard to case, at most 1,024 characters
 * in a purge call, the whole header at most 16 KB, about 1,000 tags. A tag it
 * cannot keep is dropped silently, and a page it dropped a tag of would outlive
 * the purge that should have removed it.
 *
 * Past those limits, tags are made coarser, never dropped: a record's, a slug's
 * or a kind's tag of one model becomes that model's list tag (`product:12` →
 * `list:product`), which every webhook about any record of that model purges
 * (content/purge-for-webhook.ts); the models with the most tags first. A purge
 * asks for the coarse tag of each tag too ({@link tagsToPurge}), so a page that
 * was given coarse tags goes with the precise ones.
 */
import { listTag } from "../content/tags";

export const MAX_TAGS = 1000;
export const MAX_TAG_HEADER_BYTES = 16 * 1024;
export const MAX_TAG_LENGTH = 1024;

/** Printable ASCII but the separator: what a tag may contain. */
const PLAIN = /^[\x21-\x2b\x2d-\x7e]+$/;

/** A tag as the header carries it: anything outside printable ASCII percent-encoded. */
export function headerTag(tag: string): string {
  const trimmed = tag.trim();
  if (PLAIN.test(trimmed)) return trimmed;
  return [...trimmed]
    .map((char) => (PLAIN.test(char) ? char : encodeURIComponent(char).replace(/,/g, "%2C")))
    .join("");
}

/** The list tag that stands for a tag of one model, or null for a tag that has none. */
export function coarseTag(tag: string): string | null {
  const [first, second] = tag.split(":");
  if (!first || second === undefined) return null;
  if (first === "slug" || first === "kind") return listTag(second);
  if (["single", "locale", "list"].includes(first)) return null;
  return listTag(first);
}

function headerBytes(tags: readonly string[]): number {
  return tags.reduce((sum, tag) => sum + tag.length, 0) + Math.max(0, tags.length - 1);
}

function fits(tags: readonly string[]): boolean {
  return tags.length <= MAX_TAGS && headerBytes(tags) <= MAX_TAG_HEADER_BYTES;
}

/**
 * The header for these tags: "" for none, null when even the coarsest tags do not
 * fit (the answer must then not be shared).
 */
export function cacheTagHeader(tags: Iterable<string>): string | null {
  let current = [...new Set([...tags].map(headerTag).filter(Boolean))];
  // A tag too long for a purge call is replaced by its coarse tag at once.
  current = current.flatMap((tag) => {
    if (tag.length <= MAX_TAG_LENGTH) return [tag];
    const coarse = coarseTag(tag);
    return coarse ? [coarse] : [];
  });
  if (current.some((tag) => tag.length > MAX_TAG_LENGTH)) return null;
  current = [...new Set(current)];
  while (!fits(current)) {
    const byModel = new Map<string, string[]>();
    for (const tag of current) {
      const coarse = coarseTag(tag);
      if (coarse) byModel.set(coarse, [...(byModel.get(coarse) ?? []), tag]);
    }
    const largest = [...byModel].sort((a, b) => b[1].length - a[1].length)[0];
    // Nothing left to merge: the coarsest tags do not fit either.
    if (!largest || (largest[1].length < 2 && !current.includes(largest[0]))) return null;
    const [coarse, replaced] = largest;
    const gone = new Set(replaced);
    current = [...new Set([...current.filter((tag) => !gone.has(tag)), coarse])];
  }
  return current.join(",");
}

/** What a purge of these content tags asks the shared cache for: each tag and its coarse tag. */
export function tagsToPurge(tags: readonly string[]): string[] {
  const all = new Set<string>();
  for (const tag of tags) {
    const plain = headerTag(tag);
    if (plain && plain.length <= MAX_TAG_LENGTH) all.add(plain);
    const coarse = coarseTag(plain);
    if (coarse) all.add(coarse);
  }
  return [...all];
}
