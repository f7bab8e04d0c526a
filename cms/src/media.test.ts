import { describe, expect, it } from "vitest";
import { harness, ORIGIN, workerHarness } from "./fixtures/harness";
import { fitInside } from "./media";

const IMAGE = `data { id attributes { name alternativeText caption width height formats ext mime size url updatedAt } }`;

describe("UploadFile", () => {
  it("has absolute URLs, SVG types and Strapi formats smaller than the original", async () => {
    const h = harness();
    const data = await h.data(`{ products { data { attributes { images { ${IMAGE} } } } } }`);
    const [square, small] = data.products.data[0].attributes.images.data;
    expect(square.attributes).toMatchObject({
      name: "pigeon-spikes-ledge.svg",
      alternativeText: "Stainless steel spikes on a window ledge",
      caption: null,
      width: 1200,
      height: 1200,
      ext: ".svg",
      mime: "image/svg+xml",
    });
    expect(square.id).toBe("2");
    expect(square.attributes.url).toMatch(
      new RegExp(`^${ORIGIN}/uploads/pigeon_spikes_ledge_[0-9a-f]{6}\\.svg$`),
    );
    expect(square.attributes.size).toBeGreaterThan(1);
    const file = square.attributes.url.split("/").pop();
    const formats = square.attributes.formats;
    expect(Object.keys(formats)).toEqual(["thumbnail", "small", "medium", "large"]);
    expect(formats.thumbnail).toMatchObject({
      width: 156,
      height: 156,
      ext: ".svg",
      mime: "image/svg+xml",
      url: `${ORIGIN}/uploads/thumbnail_${file}`,
    });
    expect(formats.small).toMatchObject({
      width: 500,
      height: 500,
      name: "small_pigeon-spikes-ledge.svg",
      hash: `small_${file.replace(".svg", "")}`,
    });
    expect(formats.large).toMatchObject({
      width: 1000,
      height: 1000,
      url: `${ORIGIN}/uploads/large_${file}`,
    });
    // 200×150 fits in a thumbnail: no formats at all.
    expect(small.attributes).toMatchObject({ width: 200, height: 150, formats: null });
  });

  it("leaves out media keys that do not exist", async () => {
    const h = harness();
    const data = await h.data(
      `{ products(filters: { slug: { eq: "geluidsverjager" } }) { data { attributes { images { data { id } } } } } }`,
    );
    expect(data.products.data[0].attributes.images.data).toHaveLength(1);
  });

  it("describes PDFs without formats", async () => {
    const h = harness();
    const data = await h.data(`{ manuals { data { attributes { pdf { ${IMAGE} } } } } }`);
    expect(data.manuals.data[0].attributes.pdf.data.attributes).toMatchObject({
      name: "installing-pigeon-spikes.pdf",
      ext: ".pdf",
      mime: "application/pdf",
      width: null,
      height: null,
      formats: null,
    });
    expect(data.manuals.data[0].attributes.pdf.data.attributes.url).toMatch(
      /^http:\/\/cms\.test\/uploads\/installing_pigeon_spikes_[0-9a-f]{6}\.pdf$/,
    );
  });

  it("fits formats inside the breakpoints like sharp", () => {
    expect(fitInside(1600, 1067, 245, 156)).toEqual({ width: 234, height: 156 });
    expect(fitInside(1600, 1067, 500, 500)).toEqual({ width: 500, height: 333 });
    expect(fitInside(900, 1200, 750, 750)).toEqual({ width: 563, height: 750 });
  });
});

describe("/uploads", () => {
  async function urls() {
    const w = workerHarness({ PUBLIC_URL: "https://media.example.com" });
    const response = await w.request("/graphql", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        query: `{ solutions { data { attributes { image { data { attributes { url formats } } } } } } manuals { data { attributes { pdf { data { attributes { url size } } } } } } }`,
      }),
    });
    const body = (await response.json()) as any;
    return {
      w,
      image: body.data.solutions.data[0].attributes.image.data.attributes,
      pdf: body.data.manuals.data[0].attributes.pdf.data.attributes,
    };
  }

  it("uses PUBLIC_URL as the media origin when set", async () => {
    const { image } = await urls();
    expect(image.url).toMatch(
      /^https:\/\/media\.example\.com\/uploads\/hero_spikes_[0-9a-f]{6}\.svg$/,
    );
  });

  it("serves the SVG of an image and of each format, cacheable forever", async () => {
    const { w, image } = await urls();
    const path = new URL(image.url).pathname;
    const response = await w.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const svg = await response.text();
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="1067" viewBox="0 0 1600 1067">/,
    );
    const small = await w.request(new URL(image.formats.small.url).pathname);
    expect(await small.text()).toContain('viewBox="0 0 500 333"');
    const etag = response.headers.get("etag");
    expect(etag).toBeTruthy();
    const again = await w.request(path, { headers: { "if-none-match": etag as string } });
    expect(again.status).toBe(304);
    const head = await w.request(path, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-length")).toBe(String(new TextEncoder().encode(svg).length));
    expect(await head.text()).toBe("");
  });

  it("serves PDFs and answers 404 for unknown files", async () => {
    const { w, pdf } = await urls();
    const response = await w.request(new URL(pdf.url).pathname);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect(new TextDecoder("latin1").decode(bytes.slice(0, 8))).toBe("%PDF-1.4");
    expect(pdf.size).toBeCloseTo(bytes.length / 1000, 1);
    const missing = await w.request("/uploads/nope_123456.svg");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { status: 404 } });
  });
});
