/**
 * Editor preview in a real browser: a form sign-in shows the German draft with
 * the preview marker; signing out from the marker removes the cookie and resets
 * the data cache, so the draft gives way to the published state (not found)
 * without a reload.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = "/de/blogs/tierschonende-vogelabwehr";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

describe("editor preview", () => {
  it("shows a draft with the marker, and signing out returns to the published site", async () => {
    const { context, page } = await openPage(harness);
    const visitor = await page.goto(`${harness.siteUrl}${DRAFT}`);
    assert.equal(visitor?.status(), 404);
    assert.equal(await page.locator(".preview-marker").count(), 0);

    const signIn = await context.request.post(`${harness.siteUrl}/api/preview/sign-in`, {
      form: { token: "local-dev-cms-token", path: DRAFT },
      // As a form on one of the site's pages would: sign-in takes no other posts.
      headers: { origin: harness.siteUrl },
      maxRedirects: 0,
    });
    assert.equal(signIn.status(), 303);
    const cookie = (await context.cookies()).find((c) => c.name === "editor_preview");
    assert.ok(cookie?.httpOnly, "preview cookie is HttpOnly");
    assert.equal(cookie?.sameSite, "Lax");

    const editor = await page.goto(`${harness.siteUrl}${DRAFT}`);
    assert.equal(editor?.status(), 200);
    await hydrated(page);
    const marker = page.locator(".preview-marker");
    assert.equal(
      (await marker.locator(".preview-marker__label").textContent())?.trim(),
      "Vorschau",
    );
    const draftTitle = await page.locator("main h1").first().textContent();
    assert.ok(draftTitle && draftTitle !== "Seite nicht gefunden!");

    await page.evaluate(() => {
      (window as unknown as { __sameDocument: boolean }).__sameDocument = true;
    });
    await marker.getByRole("button", { name: "Abmelden" }).click();
    await marker.waitFor({ state: "detached" });
    await page.waitForFunction(
      () => document.querySelector("main h1")?.textContent === "Seite nicht gefunden!",
    );
    assert.equal(
      await page.evaluate(
        () => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true,
      ),
      true,
      "signed out without a reload",
    );
    assert.equal((await context.cookies()).filter((c) => c.name === "editor_preview").length, 0);
    await context.close();
  });
});
