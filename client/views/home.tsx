/** @module The home page: featured slider, for-who block, solutions block and the two text calls-to-action. */
import { useLingui } from "@lingui/react/macro";
import { useEffect, useState } from "react";
import type { HomeContent, TextCta } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath, pagePath } from "../../shared/routes";
import { CtaButton } from "../components/cta-button";
import { Icon } from "../components/icon";
import { MediaImage } from "../components/media-image";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";

type Props = { data: Extract<RouteData, { view: "home" }>; locale: Locale };

export default function HomeView({ data, locale }: Props) {
  const home = data.home;
  if (!home) return null;
  return (
    <>
      <FeaturedSlider slides={home.featured_slider} />
      {home.forwho && <ForWhoBlock block={home.forwho} locale={locale} />}
      {home.solutions && <SolutionsBlock block={home.solutions} locale={locale} />}
      <TextCtaSection section={home.contact_text_cta} locale={locale} tone="green" />
      <TextCtaSection
        section={home.did_no_find_what_you_were_looking_for}
        locale={locale}
        tone="light"
      />
    </>
  );
}

/**
 * The featured slider: one slide at a time in a box of fixed proportions (no
 * layout shift), advancing every 7 s unless paused, hovered, focused or the
 * visitor prefers reduced motion; buttons and arrow keys move it.
 */
const SLIDE_INTERVAL_MS = 7000;

function FeaturedSlider({ slides }: { slides: HomeContent["featured_slider"] }) {
  const { t } = useLingui();
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
      className="slider"
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
          >
            <MediaImage media={slide.image} priority={i === 0} className="slider__image" />
            <div className="container slider__caption">
              {i === 0 ? (
                <h1 className="slider__title">{slide.title}</h1>
              ) : (
                <p className="slider__title">{slide.title}</p>
              )}
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

function ForWhoBlock({
  block,
  locale,
}: {
  block: NonNullable<HomeContent["forwho"]>;
  locale: Locale;
}) {
  return (
    <section className="section">
      <div className="container">
        <div className="section__intro">
          {block.heading && <h2>{block.heading}</h2>}
          <RichText html={block.text} />
        </div>
        <ul className="card-grid card-grid--4">
          {block.blocks.map((item) => (
            <li key={item.id} className="card">
              <div className="card__body">
                {item.heading && <h3 className="card__title">{item.heading}</h3>}
                <RichText html={item.text} />
                {item.for_who && (
                  <SiteLink
                    className="card__link"
                    href={buildPath({ kind: "forWho", locale, slug: item.for_who.slug })}
                  >
                    {item.link_text || item.heading}
                  </SiteLink>
                )}
              </div>
            </li>
          ))}
        </ul>
        <CtaButton cta={block.cta} locale={locale} />
      </div>
    </section>
  );
}

function SolutionsBlock({
  block,
  locale,
}: {
  block: NonNullable<HomeContent["solutions"]>;
  locale: Locale;
}) {
  const { t } = useLingui();
  return (
    <section className="section section--tinted">
      <div className="container">
        <div className="section__intro">
          {block.heading && <h2>{block.heading}</h2>}
          <RichText html={block.text} />
        </div>
        <ul className="card-grid card-grid--4">
          {block.blocks.map((item) => {
            const href = item.coming_soon ? null : solutionBlockHref(item, locale);
            return (
              <li key={item.id} className={item.coming_soon ? "card card--soon" : "card"}>
                <div className="card__body">
                  <Icon icon={item.icon} className="card__icon" />
                  {item.heading && <h3 className="card__title">{item.heading}</h3>}
                  {item.coming_soon && <p className="badge">{t`Coming soon`}</p>}
                  <RichText html={item.text} />
                  {href && item.cta_label && (
                    <SiteLink className="card__link" href={href}>
                      {item.cta_label}
                    </SiteLink>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <CtaButton cta={block.cta} locale={locale} />
      </div>
    </section>
  );
}

function solutionBlockHref(
  item: NonNullable<HomeContent["solutions"]>["blocks"][number],
  locale: Locale,
) {
  if (item.solution) return buildPath({ kind: "solution", locale, slug: item.solution.slug });
  if (item.page) return pagePath(locale, item.page.slug);
  if (item.blog) return buildPath({ kind: "blog", locale, slug: item.blog.slug });
  return item.url || null;
}

function TextCtaSection({
  section,
  locale,
  tone,
}: {
  section: TextCta | null;
  locale: Locale;
  tone: string;
}) {
  if (!section) return null;
  return (
    <section className={`section text-cta text-cta--${tone}`}>
      <div className="container text-cta__inner">
        <div>
          {section.heading && <h2>{section.heading}</h2>}
          <RichText html={section.text} />
        </div>
        <CtaButton cta={section.cta} locale={locale} />
      </div>
    </section>
  );
}
