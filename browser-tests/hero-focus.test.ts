/**
 * A page header's picture keeps its subject in view and out from under the title
 * panel, from a tablet to a wide screen (from 1024 px the title stands beside the
 * picture, below it the picture above its title): the faces of the team on "About us" and
 * at the desks on "Contact", the gull's head on "Gulls on roofs". Where the subject is comes from
 * the seed's drawings (cms/src/illustrations.ts), not from the site: the test
 * knows the picture, the site has to honour it. On phones the picture stands
 * above its title (but on the contact page, whose form comes first: there no
 * face is under its title, nor half in its band), the page still fits the
 * screen and the title starts below the fixed bars.
 */
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import type { Page } from "playwright-core";
import { measureTopOfPage, pageKinds } from "./page-kinds.ts";
import { type Harness, openPage, startHarness } from "./support.ts";

let harness: Harness;

before(async () => {
  harness = await startHarness();
});

after(async () => {
  await harness?.close();
});

/** A region of a picture, in fractions of its width and height. */
interface Region {
  name: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * The seed draws on an 800×600 stage scaled to the canvas's height and centred
 * (renderIllustration): stage point (x, y) lands on (ox + x·s, oy + y·s).
 */
function stageRegion(
  name: string,
  canvas: [number, number],
  centre: [number, number],
  half: [number, number],
): Region {
  const [width, height] = canvas;
  const s = Math.min(width / 800, height / 600);
  const ox = (width - 800 * s) / 2;
  const oy = (height - 600 * s) / 2;
  const [x, y] = centre;
  const [hx, hy] = half;
  return {
    name,
    left: (ox + (x - hx) * s) / width,
    right: (ox + (x + hx) * s) / width,
    top: (oy + (y - hy) * s) / height,
    bottom: (oy + (y + hy) * s) / height,
  };
}

/** The team scene's five faces (person(): an ellipse 40×46 at (0, −150), scaled). */
function faces(canvas: [number, number]): Region[] {
  const people: [number, number, number][] = [
    [210, 470, 0.95],
    [400, 450, 0.95],
    [590, 470, 0.95],
    [305, 620, 1.1],
    [500, 620, 1.1],
  ];
  return people.map(([x, y, k], index) =>
    stageRegion(`face ${index + 1}`, canvas, [x, y - 150 * k], [40 * k, 46 * k]),
  );
}

/**
 * The office scene's three faces at the customer service desks (cms/src/illustration-people.ts:
 * person() behind the desk at (x, 410), scaled 0.85).
 */
function officeFaces(canvas: [number, number]): Region[] {
  return [160, 400, 640].map((x, index) =>
    stageRegion(`face ${index + 1}`, canvas, [x, 410 - 150 * 0.85], [40 * 0.85, 46 * 0.85]),
  );
}

/** The gull scene's head (gull(400, 388, 2.2): a circle of 20 at (52, −102)). */
const gullHead = stageRegion(
  "the gull's head",
  [1200, 900],
  [400 + 52 * 2.2, 388 - 102 * 2.2],
  [20 * 2.2, 20 * 2.2],
);

/**
 * The pigeons on the home page's first slide (the seed's "ledge" scene, 1920×800):
 * pigeon(x, 420, s) draws its body as an ellipse 48×30 at (−4, −42) and its head a
 * circle of 15 at (38, −86), scaled, mirrored when it looks back.
 */
const pigeonsOnTheLedge: Region[] = (
  [
    [540, 1.8, 1],
    [770, 1.5, 1],
    [960, 1.3, -1],
  ] as const
).flatMap(([x, k, side], index) => [
  stageRegion(
    `pigeon ${index + 1}'s body`,
    [1920, 800],
    [x - 4 * k * side, 420 - 42 * k],
    [48 * k, 30 * k],
  ),
  stageRegion(
    `pigeon ${index + 1}'s head`,
    [1920, 800],
    [x + 38 * k * side, 420 - 86 * k],
    [15 * k, 15 * k],
  ),
]);

/** Each locale's contact page: the same picture, under titles of every length. */
const CONTACT_PAGES = [
  "/contact",
  "/en-US/contact",
  "/nl/contact",
  "/de/kontakt",
  "/es/contacto",
  "/fr/contact",
  "/it/contatti",
  "/sv/kontakt",
];

const HEROES: { path: string; subject: Region[] }[] = [
  { path: "/about-us", subject: faces([1920, 800]) },
  { path: "/de/ueber-uns", subject: faces([1920, 800]) },
  { path: "/contact", subject: officeFaces([1920, 800]) },
  { path: "/de/kontakt", subject: officeFaces([1920, 800]) },
  { path: "/solutions/gulls-on-roofs", subject: [gullHead] },
  { path: "/de/loesungen/moewen-auf-daechern", subject: [gullHead] },
];

interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

interface Placed {
  /** What of the picture is on screen: its box, within the header below the fixed bars. */
  visible: Rect;
  panel: Rect;
  /** Each region of the subject where the browser painted it. */
  subject: (Rect & { name: string })[];
}

/** Where a header's picture, its box and its title's panel are. */
interface HeaderParts {
  image: string;
  header: string;
  panel: string;
}

const PAGE_HEADER: HeaderParts = {
  image: ".jumbotron__image",
  header: ".jumbotron",
  panel: ".jumbotron__panel",
};

/** The home page's slider, on its first slide. */
const FIRST_SLIDE: HeaderParts = {
  image: ".slider__slide--active .slider__image",
  header: ".slider__slide--active",
  panel: ".slider__slide--active .slider__panel",
};

/** Where the picture's regions are painted, from the image's box, object-fit and object-position. */
async function place(
  page: Page,
  subject: Region[],
  parts: HeaderParts = PAGE_HEADER,
): Promise<Placed> {
  await page
    .locator(parts.image)
    .evaluate((image: HTMLImageElement) =>
      image.complete
        ? undefined
        : new Promise((resolve) => image.addEventListener("load", resolve)),
    );
  const coveredTo = (await page.evaluate(measureTopOfPage)).coveredTo;
  return page.evaluate(
    ({ regions, coveredTo, parts }) => {
      const image = document.querySelector<HTMLImageElement>(parts.image);
      const header = document.querySelector(parts.header);
      const panel = document.querySelector(parts.panel);
      if (!image || !header || !panel) throw new Error("no picture header");
      const style = getComputedStyle(image);
      if (style.objectFit !== "cover") throw new Error(`object-fit: ${style.objectFit}`);
      const box = image.getBoundingClientRect();
      const scale = Math.max(box.width / image.naturalWidth, box.height / image.naturalHeight);
      const width = image.naturalWidth * scale;
      const height = image.naturalHeight * scale;
      const [px, py] = style.objectPosition.split(" ").map((value) => {
        if (!value.endsWith("%")) throw new Error(`object-position: ${style.objectPosition}`);
        return Number.parseFloat(value) / 100;
      });
      const x0 = box.left + (box.width - width) * (px ?? 0.5);
      const y0 = box.top + (box.height - height) * (py ?? 0.5);
      const rect = (r: DOMRect) => ({ left: r.left, top: r.top, right: r.right, bottom: r.bottom });
      const shown = header.getBoundingClientRect();
      // What is seen of the picture: its own box, within the header below the bars.
      return {
        visible: {
          left: Math.max(shown.left, box.left),
          right: Math.min(shown.right, box.right),
          top: Math.max(shown.top, box.top, coveredTo),
          bottom: Math.min(shown.bottom, box.bottom),
        },
        panel: rect(panel.getBoundingClientRect()),
        subject: regions.map((region) => ({
          name: region.name,
          left: x0 + region.left * width,
          right: x0 + region.right * width,
          top: y0 + region.top * height,
          bottom: y0 + region.bottom * height,
        })),
      };
    },
    { regions: subject, coveredTo, parts },
  );
}

const overlaps = (a: Rect, b: Rect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (inner: Rect, outer: Rect) =>
  inner.left >= outer.left - 1 &&
  inner.right <= outer.right + 1 &&
  inner.top >= outer.top - 1 &&
  inner.bottom <= outer.bottom + 1;

const show = (r: Rect) =>
  `${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)}`;

describe("page headers keep their picture's subject", () => {
  for (const width of [640, 768, 1024, 1440, 1920]) {
    it(`at ${width} px the subject is in view and not under the title panel`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      const faults: string[] = [];
      const contactPages = CONTACT_PAGES.filter((path) => !HEROES.some((h) => h.path === path));
      // Below 1024 px every title stands under its picture, whatever its length:
      // the other locales' contact titles matter where the panel is beside the faces.
      const all = [
        ...HEROES,
        ...(width >= 1024
          ? contactPages.map((path) => ({ path, subject: officeFaces([1920, 800]) }))
          : []),
      ];
      for (const hero of all) {
        await page.goto(`${harness.siteUrl}${hero.path}`);
        const placed = await place(page, hero.subject);
        for (const region of placed.subject) {
          if (!inside(region, placed.visible))
            faults.push(
              `${hero.path}: ${region.name} at ${show(region)} is cut off (${show(placed.visible)} shown)`,
            );
          if (overlaps(region, placed.panel))
            faults.push(
              `${hero.path}: ${region.name} at ${show(region)} is under the panel ${show(placed.panel)}`,
            );
        }
      }
      await context.close();
      assert.deepEqual(faults, []);
    });
  }

  // Whatever the picture (an editor's upload has no focal point), from 1024 px the
  // title stands beside it, never on it; below, above or below it. Each page is
  // loaded once and seen at each width.
  it("at 1024, 1440 and 1920 px no page's title stands on its header's picture", async () => {
    const { context, page } = await openPage(harness, 1024, 900);
    const faults: string[] = [];
    const pictures = new Set<string>();
    for (const language of ["en", "de"] as const) {
      for (const [kind, path] of await pageKinds(page, harness.siteUrl, language)) {
        await page.setViewportSize({ width: 1024, height: 900 });
        await page.goto(`${harness.siteUrl}${path}`);
        for (const width of [1024, 1440, 1920]) {
          await page.setViewportSize({ width, height: 900 });
          const parts = await page.evaluate(() => {
            const image = document.querySelector(".jumbotron__image");
            const panel = document.querySelector(".jumbotron__panel");
            if (!image || !panel) return null;
            const box = (element: Element) => {
              const r = element.getBoundingClientRect();
              return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
            };
            return { image: box(image), panel: box(panel) };
          });
          if (!parts) continue;
          pictures.add(path);
          if (overlaps(parts.image, parts.panel))
            faults.push(
              `${kind} ${path} at ${width} px: the title ${show(parts.panel)} is on the picture ${show(parts.image)}`,
            );
        }
      }
    }
    await context.close();
    assert.deepEqual(faults, []);
    // Most page kinds have a picture in their header: the check ran on them.
    assert.ok(pictures.size >= 20, `${pictures.size} headers with a picture: ${[...pictures]}`);
  });

  // Over the picture from 1024 px; below it the title stands under the picture.
  for (const width of [1024, 1440]) {
    it(`at ${width} px no pigeon of the home page's first slide is under its title`, async () => {
      const { context, page } = await openPage(harness, width, 900);
      const faults: string[] = [];
      // English's title and German's, the longest.
      for (const path of ["/", "/de"]) {
        await page.goto(`${harness.siteUrl}${path}`);
        const placed = await place(page, pigeonsOnTheLedge, FIRST_SLIDE);
        for (const region of placed.subject)
          if (overlaps(region, placed.panel))
            faults.push(
              `${path}: ${region.name} at ${show(region)} is under the panel ${show(placed.panel)}`,
            );
      }
      await context.close();
      assert.deepEqual(faults, []);
    });
  }

  // The contact page keeps a band as tall as its title on phones, so that its form
  // starts on the first screen: its picture is only a backdrop there.
  for (const width of [320, 375]) {
    it(`at ${width} px the subject is in view and not under the title`, async () => {
      const { context, page } = await openPage(harness, width, 700);
      const faults: string[] = [];
      for (const hero of HEROES.filter((h) => !/contact|kontakt/.test(h.path))) {
        await page.goto(`${harness.siteUrl}${hero.path}`);
        const placed = await place(page, hero.subject);
        for (const region of placed.subject) {
          if (!inside(region, placed.visible))
            faults.push(`${hero.path}: ${region.name} at ${show(region)} is cut off`);
          if (overlaps(region, placed.panel))
            faults.push(
              `${hero.path}: ${region.name} at ${show(region)} is under the title ${show(placed.panel)}`,
            );
        }
      }
      await context.close();
      assert.deepEqual(faults, []);
    });

    // Its band is too low for the faces to stand beside the title: none may be
    // under the title's panel, nor cut in half by the band's edge.
    it(`at ${width} px no face of the contact page's picture is under its title`, async () => {
      const { context, page } = await openPage(harness, width, 700);
      const faults: string[] = [];
      for (const path of CONTACT_PAGES) {
        await page.goto(`${harness.siteUrl}${path}`);
        const placed = await place(page, officeFaces([1920, 800]));
        for (const region of placed.subject) {
          if (overlaps(region, placed.panel))
            faults.push(
              `${path}: ${region.name} at ${show(region)} is under ${show(placed.panel)}`,
            );
          else if (overlaps(region, placed.visible) && !inside(region, placed.visible))
            faults.push(`${path}: ${region.name} at ${show(region)} is cut by the band's edge`);
        }
      }
      await context.close();
      assert.deepEqual(faults, []);
    });

    it(`at ${width} px the pages fit the screen and the title is below the fixed bars`, async () => {
      const { context, page } = await openPage(harness, width, 700);
      for (const hero of HEROES) {
        await page.goto(`${harness.siteUrl}${hero.path}`);
        const top = await page.evaluate(measureTopOfPage);
        assert.ok(top.scrollWidth <= top.viewportWidth, `${hero.path}: ${top.scrollWidth} px wide`);
        assert.ok(top.heading, `${hero.path}: a heading`);
        assert.ok(
          top.heading.top >= top.coveredTo,
          `${hero.path}: the heading starts at ${top.heading.top}, under bars to ${top.coveredTo}`,
        );
        assert.deepEqual(top.overlapping, [], hero.path);
      }
      await context.close();
    });
  }
});
