/**
 * @module The contact page: the contact form first, right under the page's title,
 * then the page's own content from the CMS. The introduction sits beside the form
 * on wide screens and below it on phones, so a phone shows the form's first field
 * on the first screen.
 */
import { useLingui } from "@lingui/react/macro";
import type { Locale } from "../../shared/locales";
import type { RouteData } from "../../shared/route-result";
import { pagePath } from "../../shared/routes";
import { Island } from "../components/island";
import { ContentBlock, PageFrame, PageHeader } from "../components/page-frame";
import { ContactForm } from "../contact/contact-form";

type Props = { data: Extract<RouteData, { view: "contact" }>; locale: Locale };

/** The contact form's texts, loaded with this view. */
export { contactStrings as strings } from "../contact/catalog";

export default function ContactView({ data, locale }: Props) {
  const { t } = useLingui();
  const { page, contactForm } = data;
  // As a plain page; the page view's own module is not imported, or the page
  // view's chunk would be split into a shared chunk and a stub that loads it.
  if (!contactForm) return <PageFrame page={page} locale={locale} kind={data.view} />;
  // The introduction (up to the first text block) says what to write: it goes beside the form.
  const firstText = page.content.findIndex((block) => block.__typename === "ComponentContentText");
  const intro = firstText === -1 ? [] : page.content.slice(0, firstText + 1);
  const rest = page.content.slice(intro.length);
  const key = (block: (typeof page.content)[number], index: number) =>
    "id" in block ? `${block.__typename}-${block.id}` : String(index);
  return (
    <article className="page page--contact">
      <PageHeader page={page} locale={locale} />
      <div className="container contact-page">
        <section className="contact-page__form" aria-labelledby="contact-form-heading">
          <h2 id="contact-form-heading">{t`Send us a message`}</h2>
          <Island name="form">
            <ContactForm
              key={contactForm.product?.slug ?? ""}
              state={contactForm}
              locale={locale}
              path={pagePath(locale, page.slug)}
            />
          </Island>
        </section>
        {intro.length > 0 && (
          <div className="contact-page__intro">
            {intro.map((block, index) => (
              <ContentBlock key={key(block, index)} block={block} locale={locale} />
            ))}
          </div>
        )}
      </div>
      <div className="page__content">
        {rest.map((block, index) => (
          <ContentBlock key={key(block, index)} block={block} locale={locale} />
        ))}
      </div>
    </article>
  );
}
