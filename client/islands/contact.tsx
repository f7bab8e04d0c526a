/**
 * @module The contact page's island on a first page kept as the server's HTML
 * (./index.ts): the form, with its own texts and those of the
 * notifications it shows. The rest of the page is the editors' content.
 */

import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/page-paths";
import { contactStrings } from "../contact/catalog";
import { ContactForm } from "../contact/contact-form";
import { pageMessages } from "../i18n/page-strings";
import type { IslandProps } from "./island-props";

export default function ContactIslands({ data, locale }: IslandProps) {
  if (data.view !== "contact" || !data.contactForm) return null;
  return (
    <ContactForm
      key={data.contactForm.product?.slug ?? ""}
      state={data.contactForm}
      locale={locale}
      path={pagePath(locale, data.page.slug)}
    />
  );
}

export const strings = async (locale: Locale) => {
  const [pages, contact] = await Promise.all([pageMessages(locale), contactStrings[locale]()]);
  return { ...pages, ...contact.messages };
};
