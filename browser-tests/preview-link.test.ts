/**
 * Preview from the CMS in a real browser: following the link the Strapi kit
 * signs lands on the German draft with the preview marker, no token asked.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DEV_LINK_SECRET, STRAPI_KITS } from "../testing/strapi-kits.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = "/de/blogs/tierschonende-vogelabwehr";

let harness: Harness;

function signedLink(path: string): string {
  return STRAPI_KITS["Strapi 5"].signPreviewLink({
    siteUrl: harness.siteUrl,
    secret: DEV_LINK_SECRET,
    path,
    seconds: 600,
  });
}

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("preview from the CMS", () => {
  it("following the signed link shows the draft with the marker", async () => {
    const { context, page } = await openPage(harness);
    const visitor = await page.goto(`${harness.siteUrl}${DRAFT}`);
    assert.equal(visitor?.status(), 404);
    const editor = await page.goto(signedLink(DRAFT));
    assert.equal(editor?.status(), 200);
    assert.equal(new URL(page.url()).pathname, DRAFT);
    await hydrated(page);
    assert.equal(
      (await page.locator(".preview-marker .preview-marker__label").textContent())?.trim(),
      "Vorschau",
    );
    const title = await page.locator("main h1").first().textContent();
    assert.ok(title && title !== "Seite nicht gefunden!");
    await context.close();
  });
});
