/**
 * @module A manual: its header with "Start manual", the steps as cards (picture,
 * title, the start of the text, each opening its step) and the products it
 * installs; then one step at a time with "Next" and "Back", a stepper (a bar at
 * the bottom on small screens) and the PDF; at the end, the next step about its
 * products.
 * The step lives in the URL (`?step=3`), so a visitor can share or reload a step.
 * Every step is in the page, so that printing gives clean numbered steps.
 */
import { plural } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { useEffect, useRef, useState } from "react";
import { useSearch } from "wouter";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { buildPath } from "../../shared/routes";
import { Breadcrumbs } from "../components/breadcrumbs";
import { useDocumentLanguage } from "../components/document-language";
import { useHyphens, useKeptTogether } from "../components/hyphens";
import { Island } from "../components/island";
import { Jumbotron } from "../components/jumbotron";
import { MediaImage } from "../components/media-image";
import { NextStep } from "../components/next-step";
import { RichText } from "../components/rich-text";
import { SiteLink } from "../components/site-link";
import { useOnline } from "../data";
import { revealStep } from "../manual-scroll";
import { saveManualForOffline } from "../offline-manual";
import { manualStrings } from "./manual-strings";

type Props = { data: Extract<RouteData, { view: "manual" }>; locale: Locale };

export function stepFromSearch(search: string, count: number): number {
  const value = Number.parseInt(new URLSearchParams(search).get("step") ?? "", 10);
  return Number.isInteger(value) && value >= 1 && value <= count ? value : 0;
}

/** The manual's own texts, loaded with this view. */
export const strings = manualStrings;

export default function ManualView({ data, locale }: Props) {
  return (
    <Island name="manual">
      <ManualArticle data={data} locale={locale} />
    </Island>
  );
}

/**
 * The manual with its steps. The whole of it is something to interact with: on
 * a first page kept as the server's HTML it is the page's island
 * (client/islands/manual.tsx), which moves between the steps itself.
 */
export function ManualArticle({ data, locale }: Props) {
  const { t } = useLingui();
  const hy = useHyphens();
  const kept = useKeptTogether();
  const { manual } = data;
  const pdfLanguage = useDocumentLanguage(locale)(manual.pdf_language);
  const count = manual.steps.length;
  const current = stepFromSearch(useSearch(), count);
  const base = buildPath({ kind: "manual", locale, slug: manual.slug });
  const stepHref = (step: number) => (step >= 1 ? `${base}?step=${step}` : base);
  const online = useOnline();
  const [saved, setSaved] = useState(false);
  const shownStep = useRef(current);
  // Named as in the steps' labels, so that all say it with one message.
  const number = current;

  // Next, Back and the stepper keep the page (only the query changes): the visitor
  // would stay where the last step ended. The new step's heading comes into view
  // instead, and takes focus so that screen readers announce it.
  useEffect(() => {
    if (shownStep.current === current) return;
    shownStep.current = current;
    const heading = document.getElementById(`step-${current}`)?.querySelector<HTMLElement>("h2");
    if (heading) revealStep(heading);
  }, [current]);

  useEffect(() => {
    saveManualForOffline(manual, base)
      .then(setSaved)
      .catch((error) =>
        console.warn(JSON.stringify({ event: "manual.offline_save_failed", error: String(error) })),
      );
  }, [manual, base]);

  return (
    <article className={current ? "record manual manual--step" : "record manual"}>
      <Jumbotron
        heading={manual.title}
        subheading={manual.intro}
        image={current ? null : manual.image}
      >
        {current === 0 && (
          <p className="manual__intro">
            <SiteLink className="button button--green" href={stepHref(1)}>
              {t`Start manual`}
            </SiteLink>
            <span className="manual__count">
              {t({ message: plural(count, { one: "# step", other: "# steps" }) })}
            </span>
          </p>
        )}
      </Jumbotron>
      <Breadcrumbs locale={locale} ancestors={data.trail} current={manual.title} />
      {!online && (
        <p className="container manual__offline manual__offline--now" role="status">
          {t`You are offline. This manual is saved on this device, with its steps, pictures and PDF.`}
        </p>
      )}
      {current > 0 && (
        <div className="manual__progress" aria-hidden="true">
          <span>{t`Step ${number} of ${count}`}</span>
          {/* One equal part per step, the done ones filled: no style attribute (CSP). */}
          <span className="manual__progress-bar">
            {manual.steps.map((step, index) => (
              <span key={step.id} className={index < current ? "is-done" : undefined} />
            ))}
          </span>
        </div>
      )}
      <div className="container manual__layout">
        <nav className="manual__stepper" aria-label={t`Steps`}>
          {/* Before the first step the stepper is the manual's overview: a card per
              step, with its picture and the start of its text (manual-overview.css). */}
          {!current && <h2>{t`Steps`}</h2>}
          <ol>
            {manual.steps.map((step, index) => {
              const number = index + 1;
              return (
                <li
                  key={step.id}
                  className={current ? (number < current ? "is-done" : undefined) : "card"}
                >
                  {!current && (
                    <MediaImage
                      media={step.image}
                      sizes="(min-width: 640px) 400px, 96px"
                      className="card__image"
                    />
                  )}
                  <SiteLink
                    href={stepHref(number)}
                    aria-current={number === current ? "step" : undefined}
                    aria-label={
                      number < current ? t`Back to step ${number}: ${step.title}` : undefined
                    }
                  >
                    <span className="manual__stepper-number">{number}</span>
                    <span>{hy(step.title)}</span>
                  </SiteLink>
                  {!current && step.lead && <p>{wordByWord(step.lead)}</p>}
                </li>
              );
            })}
          </ol>
          {manual.pdf && (
            <a
              className="button button--black manual__pdf"
              href={manual.pdf.url}
              download
              hrefLang={pdfLanguage?.hrefLang}
            >
              {/* One line of text for the pill's flex layout: the note wraps after the
                  label, whole, never inside its parenthesis. */}
              <span>
                {t`Download PDF`}{" "}
                {pdfLanguage && <span className="manual__pdf-language">({pdfLanguage.note})</span>}
              </span>
            </a>
          )}
          {/* Appears after hydration: at the end of the steps' column, where it moves
              nothing on screen (above the steps it would push the layout down). */}
          {online && saved && (
            <p className="manual__offline" role="status">
              {t`This manual is saved on this device: it stays readable without a connection.`}
            </p>
          )}
        </nav>
        <div className="manual__main">
          <ol className="manual-steps">
            {manual.steps.map((step, index) => {
              const number = index + 1;
              return (
                <li
                  key={step.id}
                  id={`step-${number}`}
                  className="manual-step"
                  hidden={number !== current}
                >
                  <p className="manual-step__label">{t`Step ${number} of ${count}`}</p>
                  <h2 tabIndex={-1}>{hy(step.title)}</h2>
                  <RichText html={step.text} />
                  <MediaImage media={step.image} sizes="(min-width: 1024px) 640px, 100vw" />
                </li>
              );
            })}
          </ol>
          {current > 0 && (
            <nav className="manual__pager" aria-label={t`Step navigation`}>
              <SiteLink
                className="button button--white manual__pager-back"
                href={stepHref(current - 1)}
                rel="prev"
              >
                <span className="manual__pager-back-label">{t`Back`}</span>
              </SiteLink>
              <span className="manual__pager-count" aria-live="polite">
                {t`Step ${number} of ${count}`}
              </span>
              {current < count ? (
                <SiteLink className="button button--green" href={stepHref(current + 1)} rel="next">
                  {t`Next`}
                </SiteLink>
              ) : (
                <SiteLink className="button button--green" href={stepHref(1)}>
                  {t`Back to step ${1}`}
                </SiteLink>
              )}
            </nav>
          )}
        </div>
        {/* Beside the steps on a wide screen, after them on a phone: what the manual installs. */}
        {manual.products.length > 0 && (
          <section className="manual__products" hidden={current !== 0}>
            <h2>{t`Products`}</h2>
            {/* As cards.tsx draws a product's card (importing it would add a chunk to this page). */}
            <ul className="card-grid">
              {manual.products.map((product) => (
                <li key={product.id} className="card">
                  <MediaImage
                    media={product.images?.[0]}
                    sizes="(min-width: 1024px) 320px, 100vw"
                    className="card__image"
                  />
                  <div className="card__body">
                    <h3 className="card__title">
                      <SiteLink href={buildPath({ kind: "product", locale, slug: product.slug })}>
                        {hy(product.title)}
                      </SiteLink>
                    </h3>
                    {product.subtitle && <p className="card__subtitle">{kept(product.subtitle)}</p>}
                    {product.short_description && <p>{kept(product.short_description)}</p>}
                  </div>
                </li>
              ))}
            </ul>
          </section>
        )}
      </div>
      <div className="container">
        <NextStep locale={locale} links={data.nextStep} products={manual.products} />
      </div>
    </article>
  );
}

/**
 * A step's lead as one box per word, so that where its card cuts it off after
 * a few lines the ellipsis follows a whole word, never half of one ("ro…"): a
 * line clamp cuts text at a letter, a box only whole (manual-overview.css). A
 * number (with its unit: a no-break space keeps "8 cm" one word) shares its box
 * with the word after it, so the cut never leaves one bare ("deep: 1 …").
 */
function wordByWord(text: string) {
  const boxes: string[] = [];
  for (const word of text.split(" ")) {
    const last = boxes.length - 1;
    if (last >= 0 && NUMBER.test(boxes[last] as string)) boxes[last] += ` ${word}`;
    else boxes.push(word);
  }
  return boxes.flatMap((box, index) => [
    index > 0 && " ",
    // biome-ignore lint/suspicious/noArrayIndexKey: the words of one text, in order, never reordered.
    <span key={index}>{box}</span>,
  ]);
}

/** A number, a range or an amount, alone or with its unit ("1", "2–3", "8 cm"). */
const NUMBER = /^[\d.,–-]*\d(?:\u00a0\S+)?$/;
