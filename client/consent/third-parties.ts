/**
 * @module Which third parties the site is configured with (the same for every
 * visitor, from the bootstrap's config), for the parts that ask for consent: the
 * footer's link to change it and the map. None configured: no consent is asked.
 */
import { createContext, use } from "react";
import type { Locale } from "../../shared/locales";
import type { ThirdParties } from "./consent-store";

export const ThirdPartiesContext = createContext<ThirdParties>({});

export function useThirdParties(): ThirdParties {
  return use(ThirdPartiesContext);
}

/** Opens the consent dialog (its code loads now): the footer's "privacy settings". */
export function openConsentSettings(config: ThirdParties, locale: Locale): void {
  void import("./start").then((consent) => consent.openConsentDialog(config, locale));
}
