/**
 * @module The sections of an editors' long text, for its "On this page" list
 * (./on-this-page.tsx): each h2 of the rendered HTML gets an id unique on the
 * page, from its words, so that the list's links (and a link shared to a
 * section) land on it, with and without JavaScript.
 */
import type { PageContentBlock } from "../../shared/content";

export interface PageSection {
  id: string;
  title: string;
}

/** An h2 of the worker's HTML (worker/content/markdown.ts), its attributes and content. */
const H2 = /<h2(\s[^>]*)?>([\s\S]*?)<\/h2>/g;
/** What markdown-it escapes in text, and numeric references. */
const ENTITY = /&(?:amp|lt|gt|quot|#(\d+)|#x([0-9a-f]+));/gi;
const ESCAPED: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"' };
/** Soft hyphens: the list's words get their own (./hyphens.tsx). The no-break spaces and word joiners that keep words together stay. */
const SOFT_HYPHEN = /\u00ad/g;

/** A section's words as plain text. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]*>/g, "")
    .replace(ENTITY, (entity, decimal?: string, hex?: string) =>
      decimal || hex
        ? String.fromCodePoint(decimal ? Number(decimal) : Number.parseInt(hex ?? "0", 16))
        : (ESCAPED[entity.toLowerCase()] ?? entity),
    )
    .replace(SOFT_HYPHEN, "")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

/** "Who we share it with" → "who-we-share-it-with"; "Änderungen" → "anderungen". */
function slugOf(title: string): string {
  return (
    title
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "")
      .slice(0, 60)
      .replace(/-+$/, "") || "section"
  );
}

/** Gives each h2 of `html` an id not yet `taken` (unless it has one), and lists them. */
export function anchorSections(
  html: string,
  taken: Set<string>,
): { html: string; sections: PageSection[] } {
  const sections: PageSection[] = [];
  const anchored = html.replace(H2, (heading, attributes = "", content: string) => {
    const title = textOf(content);
    const own = /\sid="([^"]+)"/.exec(attributes)?.[1];
    let id = own ?? slugOf(title);
    for (let n = 2; !own && taken.has(id); n++) id = `${slugOf(title)}-${n}`;
    taken.add(id);
    if (title) sections.push({ id, title });
    return own ? heading : `<h2 id="${id}"${attributes}>${content}</h2>`;
  });
  return { html: anchored, sections };
}

/** Sections a list is worth giving: fewer make a text short enough to scan. */
export const LISTED_SECTIONS = 3;

/**
 * The run of the content's text blocks that gets an "On this page" list: the
 * longest run of consecutive text blocks with at least LISTED_SECTIONS h2s
 * among them, as [first, end); null when there is none.
 */
export function sectionRun(content: readonly PageContentBlock[]): [number, number] | null {
  let best: [number, number] | null = null;
  let bestCount = 0;
  for (let from = 0; from < content.length; ) {
    if (content[from]?.__typename !== "ComponentContentText") {
      from++;
      continue;
    }
    let to = from;
    let count = 0;
    for (
      let block = content[to];
      block?.__typename === "ComponentContentText";
      block = content[++to]
    )
      count += block.body?.match(/<h2[\s>]/g)?.length ?? 0;
    if (count >= LISTED_SECTIONS && count > bestCount) {
      best = [from, to];
      bestCount = count;
    }
    from = to;
  }
  return best;
}
