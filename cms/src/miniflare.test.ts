/**
 * The service as a plain esbuild bundle in workerd (through Miniflare): proves
 * that it runs in the real runtime, with a real KV binding, without Node APIs.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { Readable } from "node:stream";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { Miniflare } from "miniflare";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

let mf: Miniflare | undefined;
let dir = "";

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "bird-cms-"));
  const scriptPath = join(dir, "worker.mjs");
  await build({
    entryPoints: [join(dirname(fileURLToPath(import.meta.url)), "fixtures", "worker-entry.ts")],
    bundle: true,
    format: "esm",
    platform: "browser",
    conditions: ["workerd", "worker", "browser"],
    target: "es2022",
    outfile: scriptPath,
    logLevel: "silent",
  });
  mf = new Miniflare({
    modules: true,
    scriptPath,
    // The bundle sits in a temporary folder outside the working directory.
    modulesRoot: dir,
    compatibilityDate: "2026-08-01",
    kvNamespaces: ["CMS_STATE"],
    bindings: { API_TOKEN: "tok", STRAPI_VERSION: "4" },
    // The request log lines are tested elsewhere; keep the test output quiet.
    handleRuntimeStdio(stdout: Readable, stderr: Readable) {
      stdout.resume();
      stderr.resume();
    },
  });
}, 60_000);

afterAll(async () => {
  await mf?.dispose();
  rmSync(dir, { recursive: true, force: true });
});

describe("in workerd", () => {
  it("answers GraphQL, stores contact requests in KV and serves uploads", async () => {
    if (!mf) throw new Error("miniflare did not start");
    const post = (body: unknown, auth?: string) =>
      mf!.dispatchFetch("http://cms.local/graphql", {
        method: "POST",
        headers: { "content-type": "application/json", ...(auth ? { authorization: auth } : {}) },
        body: JSON.stringify(body),
      });
    const health = await mf.dispatchFetch("http://cms.local/health");
    expect(await health.json()).toEqual({ ok: true });

    const products = (await (
      await post({
        query: `{ products(locale: "en") { data { id attributes { slug images { data { attributes { url } } } } } } }`,
      })
    ).json()) as any;
    expect(products.data.products.data[0].id).toBe("2");
    const url = products.data.products.data[0].attributes.images.data[0].attributes.url as string;
    expect(url.startsWith("http://cms.local/uploads/")).toBe(true);

    const image = await mf.dispatchFetch(url);
    expect(image.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(await image.text()).toContain("<svg");

    const mutation = `mutation($data: ContactRequestInput!) { createContactRequest(data: $data) { data { id } } }`;
    const data = {
      business_name: "B",
      contact_person: "C",
      email: "c@example.com",
      message: "Hello",
    };
    const created = (await (
      await post({ query: mutation, variables: { data } }, "Bearer tok")
    ).json()) as any;
    expect(created.data.createContactRequest.data.id).toBe("1");
    const list = (await (
      await mf.dispatchFetch("http://cms.local/contact-requests")
    ).json()) as any[];
    expect(list.map((r) => r.business_name)).toEqual(["B"]);
  });
});
