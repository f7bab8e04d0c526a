/**
 * A kit as `npm run kit` writes it into a Strapi project is whole: every module
 * it requires by a relative path is in it (a shared module missing from the
 * list in scripts/strapi-kit.mjs fails here, not at a Strapi's start-up), every
 * module of cms/site-kit/ goes into both kits, and a second run changes nothing.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { kitFiles, ROOT, writeKit } from "./strapi-kit.mjs";

const RELATIVE_REQUIRE = /require\("(\.{1,2}\/[^"]+)"\)/g;

/** A module's text without its comment lines (which show how to require it). */
function code(text: string): string {
  return text
    .split("\n")
    .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
    .join("\n");
}

/** What Node's require finds for `request` from `file`, among the kit's paths. */
function resolves(paths: Set<string>, file: string, request: string): boolean {
  const base = join(dirname(file), request);
  return [base, `${base}.js`, `${base}.json`, join(base, "index.js")].some((path) =>
    paths.has(path),
  );
}

for (const version of [4, 5] as const) {
  describe(`the Strapi ${version} kit as a project takes it`, () => {
    const files = kitFiles(version);
    const paths = new Set(files.map(([path]) => path));

    it("has every module its modules require", () => {
      const missing = files.flatMap(([path, text]) =>
        [...code(text).matchAll(RELATIVE_REQUIRE)]
          .map((match) => match[1] ?? "")
          .filter((request) => !resolves(paths, path, request))
          .map((request) => `${path}: ${request}`),
      );
      expect(missing).toEqual([]);
      expect(paths).toContain("src/index.js");
      expect(paths).toContain("config/plugins.js");
    });

    it("has every module of cms/site-kit/, and none of the repository's tests", () => {
      const shared = readdirSync(join(ROOT, "cms/site-kit")).filter(
        (name) => /\.js(on)?$/.test(name) && name !== "package.json",
      );
      const texts = files.map(([, text]) => text);
      for (const name of shared) {
        const text = readFileSync(join(ROOT, "cms/site-kit", name), "utf8");
        expect(
          texts.some((kitText) => kitText.endsWith(text)),
          name,
        ).toBe(true);
      }
      expect([...paths].filter((path) => path.endsWith(".test.ts"))).toEqual([]);
    });

    it("is written into a project, and a second run changes nothing", () => {
      const project = mkdtempSync(join(tmpdir(), "kit-project-"));
      try {
        const first = writeKit(version, project);
        expect(first.every(({ state }) => state === "new")).toBe(true);
        expect(existsSync(join(project, "src/site-kit/set-up.js"))).toBe(true);
        expect(readFileSync(join(project, "src/site-kit/set-up.js"), "utf8")).toMatch(
          /^\/\/ Written by `npm run kit` from the site's cms\/site-kit\/set-up\.js/,
        );
        const second = writeKit(version, project);
        expect(second.every(({ state }) => state === "same")).toBe(true);
      } finally {
        rmSync(project, { recursive: true, force: true });
      }
    });
  });
}
