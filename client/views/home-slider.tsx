/** @module The home page's featured slider: each slide's picture, title and call to action. */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { HomeContent } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { CtaButton } from "../components/cta-button";
import { useHyphens } from "../components/hyphens";
import { MediaImage } from "../components/media-image";

/**
 * The featured slider: one slide at a time in a box of fixed proportions (no
 * layout shift), advancing every 7 s unless paused, hovered, focused or the
 * visitor prefers reduced motion; buttons and arrow keys move it.
 */
const SLIDE_INTERVAL_MS = 7000;

export function FeaturedSlider({
  slides,
  locale,
}: {
  slides: HomeContent["featured_slider"];
  locale: Locale;
}) {
  const { t } = useLingui();
  const hy = useHyphens();
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [held, setHeld] = useState(false);
  const count = slides.length;

  useEffect(() => {
    if (matchMedia("(prefers-reduced-motion: reduce)").matches) setPlaying(false);
  }, []);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = setInterval(() => setIndex((i) => (i + 1) % count), SLIDE_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [playing, held, count]);

  if (count === 0) return null;
  const go = (next: number) => setIndex((next + count) % count);
  return (
    <section
      className="slider surface-dark"
      aria-roledescription={t`carousel`}
      aria-label={t`Featured`}
      onKeyDown={(event) => {
        if (event.key === "ArrowRight") go(index + 1);
        if (event.key === "ArrowLeft") go(index - 1);
      }}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      <div className="slider__viewport" aria-live={playing ? "off" : "polite"}>
        {slides.map((slide, i) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern marks each slide as a group.
          <div
            key={slide.id}
            className={i === index ? "slider__slide slider__slide--active" : "slider__slide"}
            role="group"
            aria-roledescription={t`slide`}
            aria-label={t`${i + 1} of ${count}`}
            aria-hidden={i !== index}
            // Its link out of reach at once, also while it fades out (a visible,
            // aria-hidden link that takes focus is what axe calls aria-hidden-focus).
            inert={i !== index}
          >
            <MediaImage media={slide.image} priority={i === 0} className="slider__image" />
            <div className="container slider__caption">
              <div className="slider__panel">
                {i === 0 ? (
                  <h1 className="slider__title">{hy(slide.title)}</h1>
                ) : (
                  <p className="slider__title">{hy(slide.title)}</p>
                )}
                <CtaButton cta={slide.cta} locale={locale} />
              </div>
            </div>
          </div>
        ))}
      </div>
      {count > 1 && (
        <div className="container slider__controls">
          <button type="button" onClick={() => go(index - 1)} aria-label={t`Previous slide`}>
            ‹
          </button>
          <button
            type="button"
            onClick={() => setPlaying((p) => !p)}
            aria-pressed={!playing}
            className="slider__pause"
          >
            {playing ? t`Pause` : t`Play`}
          </button>
          <button type="button" onClick={() => go(index + 1)} aria-label={t`Next slide`}>
            ›
          </button>
          <span className="slider__dots" aria-hidden="true">
            {slides.map((slide, i) => (
              <span key={slide.id} className={i === index ? "is-active" : undefined} />
            ))}
          </span>
        </div>
      )}
    </section>
  );
}
