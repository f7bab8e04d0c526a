/**
 * The seed content, imported statically so that it is bundled into the worker
 * (a worker cannot read files at run time). The format is described in
 * FORMAT.md. Each collection's and single type's file is imported by
 * files.generated.ts, which `npm run codegen` writes from cms/src/models.ts;
 * `media-*.json` files are listed here one by one, in a fixed order that
 * numbers the media ids: add a new media file to MEDIA below.
 */
import { parseSeed } from "../src/seed-shape";
import type { Seed } from "../src/seed-types";
import { collectionFiles, singleFiles } from "./files.generated";
import mediaCatalog from "./media-catalog.json";
import mediaLibrary from "./media-library.json";
import mediaSite from "./media-site.json";
import saleLocations from "./sale-locations.json";

const MEDIA: unknown[][] = [mediaSite, mediaCatalog, mediaLibrary];

// JSON imports are typed from their contents; the seed's own check gives them its type.
export const seed: Seed = parseSeed({
  collections: collectionFiles,
  single: singleFiles,
  saleLocations,
  media: MEDIA.flat(),
});
