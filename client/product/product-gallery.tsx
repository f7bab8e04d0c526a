/**
 * @module A product's images: every image of the record in a row that swipes
 * (native scroll snapping, so touch, trackpad and the arrow keys of the focused
 * row all work), with a thumbnail per image. Only the first image loads with the
 * page; the others load lazily. Every slide has the same fixed shape, so nothing
 * moves when an image arrives.
 *
 * Without JavaScript the thumbnails are links to their slides, which the browser
 * scrolls into view.
 */
import { useLingui } from "@lingui/react/macro";
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { Media } from "../../shared/content";
import { MediaImage } from "../components/media-image";

interface Props {
  images: Media[];
}

/** One gallery per page (the product's), so its slides can have plain ids. */
const slideId = (index: number) => `product-image-${index + 1}`;

export function ProductGallery({ images }: Props) {
  const { t } = useLingui();
  const track = useRef<HTMLDivElement>(null);
  const thumbs = useRef<HTMLOListElement>(null);
  const [current, setCurrent] = useState(0);
  const count = images.length;

  // The slide most in view is the current one, however it got there (thumbnail, swipe, keys).
  useEffect(() => {
    const row = track.current;
    if (!row || count < 2 || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          const index = Number((entry.target as HTMLElement).dataset.index);
          if (Number.isInteger(index)) setCurrent(index);
        }
      },
      { root: row, threshold: 0.6 },
    );
    for (const slide of row.children) observer.observe(slide);
    return () => observer.disconnect();
  }, [count]);

  if (count === 0) return null;

  function show(index: number, focusThumb = false): void {
    const row = track.current;
    const next = Math.max(0, Math.min(count - 1, index));
    const slide = row?.children[next] as HTMLElement | undefined;
    if (!row || !slide) return;
    const still = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
    row.scrollTo({ left: slide.offsetLeft - row.offsetLeft, behavior: still ? "auto" : "smooth" });
    setCurrent(next);
    if (focusThumb) thumbs.current?.querySelectorAll<HTMLElement>("a")[next]?.focus();
  }

  function onThumbKey(event: KeyboardEvent<HTMLOListElement>): void {
    const moves: Record<string, number> = {
      ArrowRight: current + 1,
      ArrowLeft: current - 1,
      Home: 0,
      End: count - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    show(to, true);
  }

  const position = current + 1;
  return (
    <section className="gallery" aria-label={t`Product images`}>
      <div
        className="gallery__track"
        ref={track}
        // Scrollable by keyboard: the arrow keys move it slide by slide.
        tabIndex={count > 1 ? 0 : undefined}
        aria-describedby={count > 1 ? "product-gallery-hint" : undefined}
      >
        {images.map((image, index) => (
          <figure
            key={image.url}
            id={slideId(index)}
            className="gallery__slide"
            data-index={index}
            aria-current={count > 1 && index === current ? "true" : undefined}
          >
            <MediaImage
              media={image}
              priority={index === 0}
              className="gallery__image"
              sizes="(min-width: 1024px) 50vw, 100vw"
            />
          </figure>
        ))}
      </div>
      {count > 1 && (
        <>
          <ol className="gallery__thumbs" ref={thumbs} onKeyDown={onThumbKey}>
            {images.map((image, index) => {
              const n = index + 1;
              const thumbnail = image.formats.find((format) => format.name === "thumbnail");
              return (
                <li key={image.url}>
                  <a
                    href={`#${slideId(index)}`}
                    className="gallery__thumb"
                    aria-current={index === current ? "true" : undefined}
                    onClick={(event) => {
                      event.preventDefault();
                      show(index);
                    }}
                  >
                    <img
                      src={thumbnail?.url ?? image.url}
                      width={thumbnail?.width ?? image.width ?? undefined}
                      height={thumbnail?.height ?? image.height ?? undefined}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                    <span className="visually-hidden">{t`Show image ${n} of ${count}`}</span>
                  </a>
                </li>
              );
            })}
          </ol>
          <p className="gallery__count" aria-live="polite">
            {t`Image ${position} of ${count}`}
          </p>
          <p id="product-gallery-hint" className="visually-hidden">
            {t`Images, swipe or use the arrow keys`}
          </p>
        </>
      )}
    </section>
  );
}
