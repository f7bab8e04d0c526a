/** @module A manual: intro, its steps and the PDF download. */
import { useLingui } from "@lingui/react/macro";
import type { RouteData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { Jumbotron } from "../components/jumbotron";
import { MediaImage } from "../components/media-image";
import { RichText } from "../components/rich-text";

type Props = { data: Extract<RouteData, { view: "manual" }>; locale: Locale };

export default function ManualView({ data }: Props) {
  const { t } = useLingui();
  const { manual } = data;
  return (
    <article className="record">
      <Jumbotron heading={manual.title} subheading={manual.intro} image={manual.image} />
      <div className="container">
        {manual.pdf && (
          <p>
            <a className="button button--black" href={manual.pdf.url} download>
              {t`Download PDF`}
            </a>
          </p>
        )}
        <ol className="manual-steps">
          {manual.steps.map((step, index) => (
            <li key={step.id} id={`step-${index + 1}`} className="manual-step">
              <h2>
                {t`Step ${index + 1}`}: {step.title}
              </h2>
              <RichText html={step.text} />
              <MediaImage media={step.image} sizes="(min-width: 1024px) 600px, 100vw" />
            </li>
          ))}
        </ol>
      </div>
    </article>
  );
}
