/**
 * The answer types the worker relies on are generated from the documents it
 * sends: a document changed without `npm run codegen` fails here (and usually
 * the typecheck), never silently types an answer it no longer asks for.
 */
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const script = new URL("../../scripts/codegen.mjs", import.meta.url).pathname;

describe("the generated content types", () => {
  it("are those of the documents the site sends, against the contract", () => {
    const run = spawnSync(process.execPath, [script, "--check"], { encoding: "utf8" });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
  }, 60_000);
});
