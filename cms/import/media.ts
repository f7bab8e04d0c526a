/**
 * The seed's media files into Strapi's media library. The files are the ones
 * the bundled content service serves (cms/src/media.ts draws the images and
 * writes the PDFs); each is uploaded under its content-hashed file name, which
 * is how a second run finds it again: same name, same bytes, nothing uploaded.
 */
import { type MediaItem, mediaLibraryFor } from "../src/media";
import type { Seed } from "../src/seed-types";
import { isFields } from "./payload";
import type { Report } from "./report";
import type { Rest } from "./rest";

interface StoredFile {
  id: number;
  name: string;
  alternativeText: string | null;
  caption: string | null;
}

function storedFiles(answer: unknown): StoredFile[] {
  const list = Array.isArray(answer)
    ? answer
    : isFields(answer) && Array.isArray(answer.results)
      ? answer.results
      : [];
  return list.flatMap((item) =>
    isFields(item) && typeof item.id === "number" && typeof item.name === "string"
      ? [
          {
            id: item.id,
            name: item.name,
            alternativeText: typeof item.alternativeText === "string" ? item.alternativeText : null,
            caption: typeof item.caption === "string" ? item.caption : null,
          },
        ]
      : [],
  );
}

function fileInfo(item: MediaItem) {
  return {
    name: item.original.fileName,
    alternativeText: item.seed.alternativeText ?? null,
    caption: item.seed.caption ?? null,
  };
}

/** Uploads what is missing, corrects descriptions that differ; answers media key → file id. */
export async function loadMedia(
  rest: Rest,
  seed: Seed,
  report: Report,
): Promise<Map<string, number>> {
  const library = mediaLibraryFor(seed);
  const byName = new Map(storedFiles(await rest.get("/api/upload/files")).map((f) => [f.name, f]));
  const ids = new Map<string, number>();
  for (const key of library.keys()) {
    const item = library.get(key);
    if (!item) continue;
    const info = fileInfo(item);
    const stored = byName.get(info.name);
    try {
      if (!stored) {
        const form = new FormData();
        const bytes = new Uint8Array(item.original.bytes);
        form.append("files", new Blob([bytes], { type: item.original.mime }), info.name);
        form.append("fileInfo", JSON.stringify(info));
        const [created] = storedFiles(await rest.upload(form));
        if (!created) throw new Error("Strapi answered the upload without a file");
        ids.set(key, created.id);
        report.created("media", key, "uploaded");
      } else {
        ids.set(key, stored.id);
        if (stored.alternativeText !== info.alternativeText || stored.caption !== info.caption) {
          const form = new FormData();
          form.append("fileInfo", JSON.stringify(info));
          await rest.upload(form, { id: stored.id });
          report.changed("media", key, "description updated");
        } else report.unchanged("media", key);
      }
    } catch (error) {
      report.failed("media", key, error);
    }
  }
  return ids;
}
