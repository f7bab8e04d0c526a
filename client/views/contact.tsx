/** @module The contact page: the page's own content from the CMS, then the contact form. */
import { useLingui } from "@lingui/react/macro";
import type { RouteData } from "../../shared/content";
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/routes";
import { ContactForm } from "../contact/contact-form";
import PageView from "./page";

type Props = {
  data: Extract<RouteData, { view: "page" | "contact" | "trees_for_all" }>;
  locale: Locale;
};

export default function ContactView({ data, locale }: Props) {
  const { t } = useLingui();
  return (
    <>
      <PageView data={data} locale={locale} />
      {data.contactForm && (
        <section className="section contact-section" aria-labelledby="contact-form-heading">
          <div className="container contact-section__inner">
            <h2 id="contact-form-heading">{t`Send us a message`}</h2>
            <ContactForm
              state={data.contactForm}
              locale={locale}
              path={pagePath(locale, data.page.slug)}
            />
          </div>
        </section>
      )}
    </>
  );
}
