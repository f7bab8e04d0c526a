import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";

const SCRIPT = new URL("./import-cycles.mjs", import.meta.url).pathname;
const trees: string[] = [];

/** A tree of modules, path → source, checked as `npm run lint` checks the checkout. */
function check(modules: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), "import-cycles-"));
  trees.push(root);
  for (const [path, source] of Object.entries(modules)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  const run = spawnSync(process.execPath, [SCRIPT, "--root", root], { encoding: "utf8" });
  return { status: run.status, output: run.stdout };
}

afterEach(() => {
  for (const root of trees.splice(0)) rmSync(root, { recursive: true, force: true });
});

describe("import-cycles", () => {
  it("fails on a loop through a root file of worker/, naming the imports that make it", () => {
    const { status, output } = check({
      "worker/site.ts": 'import { form } from "./contact/form";\nexport const site = form;\n',
      "worker/contact/form.ts": "export const form = 1;\n",
      "worker/contact/routes.ts": 'import { site } from "../site";\nexport const routes = site;\n',
    });
    expect(status).toBe(1);
    expect(output).toContain("folder cycle: worker/contact ⇄ worker/site.ts");
    expect(output).toContain("worker/contact/routes.ts imports worker/site.ts");
    expect(output).toContain("worker/site.ts imports worker/contact/form.ts");
  });

  it("passes when the rooms of worker/ import one way", () => {
    const { status, output } = check({
      "worker/site.ts": 'import { form } from "./contact/form";\nexport const site = form;\n',
      "worker/contact/form.ts": "export const form = 1;\n",
      "worker/index.ts": 'import { site } from "./site";\nexport default site;\n',
    });
    expect(status).toBe(0);
    expect(output).toContain("0 file cycles, 0 folder cycles");
  });
});
