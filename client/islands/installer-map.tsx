/**
 * @module The seller finder's island on a first page kept as the server's HTML
 * (./index.ts): the whole finder, which keeps its filters in the address's
 * query as it does in the app, so that filtering, "Load more", the place
 * search and the map need none of the app's code. Its server HTML works until
 * it hydrates (the filters are a GET form, "Load more" a link).
 */
import type { Locale } from "../../shared/locales";
import { pagePath } from "../../shared/page-paths";
import { pageMessages } from "../i18n/page-strings";
import { SellerFinder } from "../seller-finder/seller-finder";
import { finderStrings } from "../views/finder-strings";
import type { IslandProps } from "./island-props";

export default function InstallerMapIslands({ data, locale }: IslandProps) {
  if (data.view !== "installer_map") return null;
  return (
    <SellerFinder data={data.finder} locale={locale} path={pagePath(locale, data.page.slug)} />
  );
}

export const strings = async (locale: Locale) => {
  const [pages, finder] = await Promise.all([pageMessages(locale), finderStrings[locale]()]);
  return { ...pages, ...finder.messages };
};
