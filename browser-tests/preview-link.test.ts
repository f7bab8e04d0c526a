/**
 * Preview from the CMS in a real browser: following the link the Strapi kit
 * signs lands on the German draft with the preview marker, no token asked; and
 * inside a CMS admin's frame (Strapi 5 shows its Preview in an iframe, from
 * another site) the link signs the frame in with its partitioned cookie and the
 * draft shows there too, while the admin page itself gets no cookie of ours.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { DEV_LINK_SECRET, STRAPI_KITS } from "../testing/strapi-kits.ts";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = "/de/blogs/tierschonende-vogelabwehr";
/** The development CMS admin origin (.dev.vars.example). */
const ADMIN = "http://localhost:1337";

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

  it("inside the CMS admin's frame, the link signs the frame in and shows the draft", async () => {
    const { context, page } = await openPage(harness);
    const link = signedLink(DRAFT);
    // The admin panel as Strapi 5 shows Preview: the handler's URL in an iframe.
    await page.route(`${ADMIN}/**`, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><title>Admin</title><iframe src="${link.replace(/&/g, "&amp;")}" width="1200" height="800"></iframe>`,
      }),
    );
    await page.goto(`${ADMIN}/admin/content-manager/preview`);
    const frame = page.frameLocator("iframe");
    await frame.locator(".preview-marker").waitFor({ timeout: 20_000 });
    assert.equal((await frame.locator(".preview-marker__label").textContent())?.trim(), "Vorschau");
    const title = await frame.locator("main h1").first().textContent();
    assert.ok(title && title !== "Seite nicht gefunden!");
    const cookies = await context.cookies(harness.siteUrl);
    const cookie = cookies.find((c) => c.name === "editor_preview");
    assert.ok(cookie, "the frame's session cookie is kept");
    assert.equal(cookie.sameSite, "None");
    assert.equal(cookie.secure, true);
    await context.close();
  });
});
