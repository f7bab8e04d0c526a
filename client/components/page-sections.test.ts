import { describe, expect, it } from "vitest";
import type { PageContentBlock } from "../../shared/content";
import { anchorSections, sectionRun } from "./page-sections";

const text = (id: string, body: string): PageContentBlock => ({
  __typename: "ComponentContentText",
  id,
  body,
});
const cta: PageContentBlock = {
  __typename: "ComponentContentCallToAction",
  id: "9",
  heading: "Ask",
  text: null,
  cta: null,
};

describe("anchorSections", () => {
  it("gives each h2 an id from its words, unique on the page, and lists the sections", () => {
    const taken = new Set<string>();
    const first = anchorSections(
      '<h2>Who we are</h2><p>…</p><h2 class="md-h3">Cookies &amp; statistics</h2><h3>Not listed</h3>',
      taken,
    );
    expect(first.html).toBe(
      '<h2 id="who-we-are">Who we are</h2><p>…</p><h2 id="cookies-statistics" class="md-h3">Cookies &amp; statistics</h2><h3>Not listed</h3>',
    );
    expect(first.sections).toEqual([
      { id: "who-we-are", title: "Who we are" },
      { id: "cookies-statistics", title: "Cookies & statistics" },
    ]);
    const second = anchorSections("<h2>Who we are</h2>", taken);
    expect(second.sections).toEqual([{ id: "who-we-are-2", title: "Who we are" }]);
  });

  it("reads accented words, soft hyphens and inline tags as the visitor reads them, keeping what keeps words together", () => {
    const { sections } = anchorSections(
      "<h2>Än\u00adde\u00adrun\u00adgen der <em>Daten\u00adschutz\u00aderklärung</em></h2><h2>Article\u00a01\u2060 – Ihre Rechte&#8203;</h2>",
      new Set(),
    );
    expect(sections).toEqual([
      { id: "anderungen-der-datenschutzerklarung", title: "Änderungen der Datenschutzerklärung" },
      { id: "article-1-ihre-rechte", title: "Article\u00a01\u2060 – Ihre Rechte\u200b" },
    ]);
  });
});

describe("sectionRun", () => {
  it("finds the longest run of text blocks with three sections or more", () => {
    const short = text("1", "<h2>Intro</h2>");
    const long1 = text("2", "<h2>A</h2><h2>B</h2>");
    const long2 = text("3", "<h2>C</h2>");
    expect(sectionRun([short, cta, long1, long2, cta])).toEqual([2, 4]);
    expect(sectionRun([short, cta, long1])).toBeNull();
    expect(sectionRun([])).toBeNull();
  });
});
