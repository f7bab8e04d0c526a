/**
 * @module The FAQ's island on a first page kept as the server's HTML
 * (./index.ts): its questions, with the search box that filters them.
 * A single answer's page has none.
 */
import { pageMessages } from "../i18n/page-strings";
import { FaqQuestions } from "../views/faq-questions";
import type { IslandProps } from "./island-props";

export default function FaqIslands({ data, locale }: IslandProps) {
  return data.view === "faq" ? <FaqQuestions categories={data.categories} locale={locale} /> : null;
}

export const strings = pageMessages;
