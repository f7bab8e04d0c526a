/**
 * @module The home page's island on a first page kept as the server's HTML
 * (./index.ts): the featured slider, with the home page's own texts.
 */
import type { Locale } from "../../shared/locales";
import { FeaturedSlider } from "../views/home-slider";
import { homeStrings } from "../views/home-strings";
import type { IslandProps } from "./island-props";

export default function HomeIslands({ data, locale }: IslandProps) {
  return data.view === "home" && data.home ? (
    <FeaturedSlider slides={data.home.featured_slider} locale={locale} />
  ) : null;
}

export const strings = async (locale: Locale) => (await homeStrings[locale]()).messages;
