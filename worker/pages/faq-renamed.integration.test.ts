/**
 * No page kind depends on its page's slug being a fixed word: an editor renames
 * the Dutch FAQ page, and the FAQ follows the settings' page link there, its old
 * address (the route table's word) redirects to it, its articles keep their
 * addresses and lead back to it. Other locales are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dropEdits, editEntry, get, h1, purgeEverything } from "../../testing/helpers";

const OLD = "/nl/veelgestelde-vragen";
const RENAMED = "/nl/vragen";

beforeAll(async () => {
  const edit = await editEntry("pages", "faq", "nl", { fields: { slug: "vragen" }, publish: true });
  expect(edit.status).toBe(200);
  await purgeEverything();
});
afterAll(async () => {
  await dropEdits();
  await purgeEverything();
});

describe("a renamed FAQ page", () => {
  it("is the FAQ at its new slug; the old address redirects there", async () => {
    const faq = await get(RENAMED);
    expect(faq.status).toBe(200);
    expect(faq.body).toMatch(/class="[^"]*faq/);
    const old = await get(OLD);
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(RENAMED);
  });

  it("its articles keep their addresses and lead back to the renamed page", async () => {
    const faq = await get(RENAMED);
    const article = faq.body.match(/href="(\/nl\/veelgestelde-vragen\/[^"/]+\/[^"/]+)"/)?.[1];
    expect(article).toBeTruthy();
    const page = await get(article ?? "");
    expect(page.status).toBe(200);
    expect(h1(page.body)).toBeTruthy();
    expect(page.body).toContain(`href="${RENAMED}"`);
  });

  it("other locales keep theirs", async () => {
    expect((await get("/faq")).status).toBe(200);
    expect((await get("/de/haeufige-fragen")).status).toBe(200);
    // A word of the route table with no page and no renamed overview is simply not found.
    expect((await get("/nl/onbekend-woord")).status).toBe(404);
  });
});
