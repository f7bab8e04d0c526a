/**
 * Editor preview and the page policy against attacks, in Chromium: a page on
 * another site that auto-posts a sign-in (login CSRF) or a sign-out with a
 * return path that leaves the site (open redirect), the same return path posted
 * from the site itself, and a script from `/uploads/`. The other site is
 * `evil.example`, answered at the network edge.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { BrowserContext } from "playwright-core";
import { type Harness, hydrated, openPage, startHarness } from "./support.ts";

/** Blog `humane-bird-control` is a draft in German (cms/seed/KEYS.md). */
const DRAFT = "/de/blogs/tierschonende-vogelabwehr";
const EVIL = "http://evil.example";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** Serves `evil.example`: a page that posts `fields` to the site at once. */
async function attackerSite(
  context: BrowserContext,
  action: string,
  fields: Record<string, string>,
) {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  await context.route(
    (url) => url.hostname === "evil.example",
    (route) =>
      route.fulfill({
        contentType: "text/html",
        body: route.request().url().startsWith(`${EVIL}/attack`)
          ? `<form id="f" method="post" action="${harness.siteUrl}${action}">${inputs}</form><script>document.getElementById("f").submit()</script>`
          : "<h1>evil.example</h1>",
      }),
  );
}

async function previewCookie(context: BrowserContext) {
  return (await context.cookies()).find((cookie) => cookie.name === "editor_preview");
}

describe("posts from another site", () => {
  it("an auto-posting form on another site does not sign the browser in (login CSRF)", async () => {
    const { context, page } = await openPage(harness);
    await attackerSite(context, "/api/preview/sign-in", {
      token: "local-dev-cms-token",
      path: DRAFT,
    });
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/preview/sign-in"));
    await page.goto(`${EVIL}/attack`);
    assert.equal((await answered).status(), 403);
    assert.equal(await previewCookie(context), undefined, "no preview cookie");
    const draft = await page.goto(`${harness.siteUrl}${DRAFT}`);
    assert.equal(draft?.status(), 404, "the draft stays hidden");
    await context.close();
  });

  it("an auto-posting sign-out with a tab in its return path does not leave the site", async () => {
    const { context, page } = await openPage(harness);
    await attackerSite(context, "/api/preview/sign-out", { path: "/&#9;/evil.example/x" });
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/preview/sign-out"));
    await page.goto(`${EVIL}/attack`);
    assert.equal((await answered).status(), 403);
    await page.waitForLoadState();
    assert.notEqual(new URL(page.url()).hostname, "evil.example");
    await context.close();
  });
});

describe("return paths", () => {
  it("a sign-out posted from the site with a tab, newline or backslash path comes home", async () => {
    const { context, page } = await openPage(harness);
    await attackerSite(context, "/", {});
    for (const path of ["/\t/evil.example/x", "/\n/evil.example/x", "/\\evil.example/x"]) {
      await page.goto(`${harness.siteUrl}/faq`);
      await hydrated(page);
      await Promise.all([
        page.waitForURL((url) => url.pathname === "/" || url.hostname === "evil.example"),
        page.evaluate((value) => {
          const form = document.createElement("form");
          form.method = "post";
          form.action = "/api/preview/sign-out";
          const input = document.createElement("input");
          input.type = "hidden";
          input.name = "path";
          input.value = value;
          form.appendChild(input);
          document.body.appendChild(form);
          form.submit();
        }, path),
      ]);
      const url = new URL(page.url());
      assert.equal(url.origin, harness.siteUrl, JSON.stringify(path));
      assert.equal(url.pathname, "/", JSON.stringify(path));
    }
    await context.close();
  });
});

describe("page policy", () => {
  it("no page breaks its own policy, and a script from /uploads/ does not run", async () => {
    const { context, page, errors } = await openPage(harness, 390, 844);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener("securitypolicyviolation", (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    const violations = () =>
      page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
    for (const path of [
      "/",
      "/products/pigeon-spikes",
      "/manuals/installing-pigeon-spikes?step=2",
      "/faq",
      "/contact",
      "/where-to-buy",
    ]) {
      await page.goto(`${harness.siteUrl}${path}`);
      await hydrated(page);
      assert.deepEqual(await violations(), [], path);
    }
    // The manual's progress bar: step 2 fills its share, as a width did before.
    await page.goto(`${harness.siteUrl}/manuals/installing-pigeon-spikes?step=2`);
    await hydrated(page);
    const [filled, whole, steps] = await page.evaluate(() => {
      const bar = document.querySelector(".manual__progress-bar");
      return [
        [...(bar?.querySelectorAll(".is-done") ?? [])].reduce(
          (sum, part) => sum + part.getBoundingClientRect().width,
          0,
        ),
        bar?.getBoundingClientRect().width ?? 0,
        bar?.children.length ?? 0,
      ];
    });
    assert.ok(steps > 2, `${steps} parts`);
    assert.ok(Math.abs(filled - (whole * 2) / steps) < 1, `${filled} of ${whole}`);

    const upload = await page.evaluate(() =>
      document.querySelector<HTMLImageElement>('img[src^="/uploads/"]')?.getAttribute("src"),
    );
    assert.ok(upload, "the page shows an upload");
    const ran = await page.evaluate(
      (src) =>
        new Promise<string>((resolve) => {
          const script = document.createElement("script");
          script.src = src;
          script.onload = () => resolve("ran");
          script.onerror = () => resolve("blocked");
          document.head.appendChild(script);
        }),
      upload,
    );
    assert.equal(ran, "blocked");
    assert.ok(
      (await violations()).some((v) => v.startsWith("script-src") && v.includes("/uploads/")),
      "refused by the policy, not only by its type",
    );
    assert.deepEqual(
      errors.filter((e) => !e.includes("/uploads/")),
      [],
    );
    await context.close();
  });
});
