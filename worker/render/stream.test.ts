import { describe, expect, it } from "vitest";
import { imagePreloadHint } from "./stream";

const head = (link: string) =>
  `<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/>${link}<title>T</title>`;

describe("imagePreloadHint", () => {
  it("repeats React's preload of the high-priority image, srcset and sizes included", () => {
    const hint = imagePreloadHint(
      head(
        `<link rel="preload" as="image" imageSrcSet="/uploads/small_a.svg 500w, /uploads/a.svg 1600w" imageSizes="(min-width: 1024px) 50vw, 100vw" fetchPriority="high"/>`,
      ),
    );
    expect(hint).toBe(
      '</uploads/a.svg>; rel=preload; as=image; imagesrcset="/uploads/small_a.svg 500w, /uploads/a.svg 1600w"; imagesizes="(min-width: 1024px) 50vw, 100vw"; fetchpriority=high',
    );
  });

  it("takes a plain href", () => {
    expect(
      imagePreloadHint(
        head(`<link rel="preload" as="image" href="/uploads/a.png" fetchPriority="high"/>`),
      ),
    ).toBe("</uploads/a.png>; rel=preload; as=image; fetchpriority=high");
  });

  it("names nothing without a high-priority image", () => {
    expect(imagePreloadHint(head(`<link rel="preload" as="image" href="/a.png"/>`))).toBeNull();
    expect(imagePreloadHint(head(""))).toBeNull();
  });

  it("never repeats what could break out of the header's parameters", () => {
    for (const url of [
      "/uploads/a.svg&quot;; rel=stylesheet",
      "/uploads/a b.svg",
      "/uploads/a.svg>, <https://evil.example/x.js",
      "/uploads/ä.svg",
    ]) {
      expect(
        imagePreloadHint(
          head(`<link rel="preload" as="image" imageSrcSet="${url} 500w" fetchPriority="high"/>`),
        ),
      ).toBeNull();
    }
    expect(
      imagePreloadHint(
        head(
          `<link rel="preload" as="image" href="/uploads/a.svg" imageSizes="100vw&quot;; x=y" fetchPriority="high"/>`,
        ),
      ),
    ).toBeNull();
  });
});
