/**
 * Preview from the CMS in a real browser: following the link the Strapi kit
 * signs lands on the German draft with the preview marker, no token asked.
 */
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { after, before, describe, it } from "node:test";
import { DEV_LINK_SECRET, STRAPI_KITS } from "../testing/strapi-kits.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = "/de/blogs/tierschonende-vogelabwehr";

let harness: Harness;

/** A published product (cms/seed/KEYS.md). */
const PUBLISHED = "/de/produkte/taubenspikes";
/** The CMS admin's page holding the Preview panel's frame, on its own origin (`CMS_ADMIN_ORIGIN`). */
const admin = createServer((request, response) => {
  const src = new URL(request.url ?? "/", "http://localhost").searchParams.get("src") ?? "";
  response.writeHead(200, { "content-type": "text/html; charset=utf-8" });
  response.end(
    `<!doctype html><title>Preview</title><iframe name="panel" src="${src.replace(/"/g, "&quot;")}" width="1200" height="800"></iframe>`,
  );
});
let ADMIN = "";

function signedLink(path: string, status?: "published"): string {
  return STRAPI_KITS["Strapi 5"].signPreviewLink({
    siteUrl: harness.siteUrl,
    secret: DEV_LINK_SECRET,
    path,
    status,
    seconds: 600,
  });
}

before(async () => {
  await new Promise<void>((resolve) => admin.listen(0, "127.0.0.1", resolve));
  const address = admin.address();
  ADMIN = `http://localhost:${typeof address === "object" && address ? address.port : 0}`;
  harness = await startHarness({ CMS_ADMIN_ORIGIN: ADMIN });
});

after(async () => {
  await harness?.close();
  admin.close();
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

  it("Strapi's Published tab shows the published page in the admin's frame; a visitor's page stays unframed", async () => {
    const { context, page } = await openPage(harness);
    await context.route(
      (url) => url.origin === ADMIN,
      (route) => route.continue(),
    );
    const panel = async (src: string) => {
      await page.goto(`${ADMIN}/admin/preview?src=${encodeURIComponent(src)}`);
      const frame = page.frameLocator("iframe[name=panel]");
      return frame.locator("main h1").first();
    };
    const published = await panel(signedLink(PUBLISHED, "published"));
    await published.waitFor({ timeout: 15_000 });
    assert.ok((await published.textContent())?.trim());
    const shown = page.frame({ name: "panel" });
    assert.equal(new URL(shown?.url() ?? "").pathname, PUBLISHED);

    // The visitor's page itself, in the same frame: the browser refuses to show it.
    const visitors = await panel(`${harness.siteUrl}${PUBLISHED}`);
    await page.waitForTimeout(1500);
    assert.equal(await visitors.count(), 0);
    await context.close();
  });
});
