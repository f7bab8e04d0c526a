/**
 * The CMS kits' preview modules as Strapi loads them (CommonJS, whatever this
 * repository's package.json says about `.js` files), for tests that check the
 * site against the links they make.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { runInThisContext } from "node:vm";
import { assembledKit } from "../scripts/strapi-kit.mjs";

export interface SignInput {
  siteUrl: string;
  secret: string;
  path: string;
  status?: string;
  seconds: number;
  now?: number;
}

export interface PreviewKit {
  signPreviewLink(input: SignInput): string;
  sitePath(
    uid: string,
    entry: { slug?: string; faq_category?: { slug: string } } | null,
    locale: string,
    linkedSlug: (kind: string) => Promise<string | null>,
  ): Promise<string | null>;
}

/** A module of the kit for Strapi `version`, assembled as a project takes it. */
function loadKit(version: 4 | 5, path: string): PreviewKit {
  const file = join(assembledKit(version), path);
  const wrapped = `(function (exports, require, module) {${readFileSync(file, "utf8")}\n})`;
  const module = { exports: {} };
  runInThisContext(wrapped, { filename: file })(module.exports, createRequire(file), module);
  return module.exports as PreviewKit;
}

export const STRAPI_KITS: Record<"Strapi 5" | "Strapi 4", PreviewKit> = {
  "Strapi 5": loadKit(5, "src/site-kit/preview.js"),
  "Strapi 4": loadKit(4, "src/site-kit/preview-url.js"),
};

/** The development secret the site and a local Strapi share (.dev.vars.example). */
export const DEV_LINK_SECRET = "local-dev-preview-link-secret-not-for-production";
