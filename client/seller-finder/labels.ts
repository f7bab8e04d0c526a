/**
 * @module The visitor-facing names of visitor kinds ("I am") and location types
 * ("looking for", and the badges on a location), as Lingui message descriptors.
 */
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { LocationType, VisitorKind } from "../../shared/seller-finder";

export const VISITOR_KIND_LABELS: Record<VisitorKind, MessageDescriptor> = {
  consumer: msg`Private customer`,
  installer: msg`Installer`,
  distributor: msg`Distributor`,
  wholesale: msg`Wholesaler`,
  webshop_professional: msg`Web shop for professionals`,
  webshop_consumer: msg`Web shop for consumers`,
};

export const LOCATION_TYPE_LABELS: Record<LocationType, MessageDescriptor> = {
  installer: msg`Installer`,
  consumer: msg`Shop`,
  webshop_consumer: msg`Web shop for consumers`,
  webshop_professional: msg`Web shop for professionals`,
  wholesale: msg`Wholesaler`,
  distributor: msg`Distributor`,
};

/**
 * Country names in the visitor's language, e.g. "DE" → "Deutschland" for de:
 * those the worker named (`known`), else the browser's, whose names of every
 * region load only when a code the worker did not name is asked for (a later
 * page of results).
 */
export function countryNames(
  localeTag: string,
  known: Record<string, string>,
): (code: string) => string {
  let names: Intl.DisplayNames | null | undefined;
  const browserNames = () => {
    if (names !== undefined) return names;
    try {
      names = new Intl.DisplayNames([localeTag], { type: "region" });
    } catch {
      names = null;
    }
    return names;
  };
  return (code) => {
    const name = known[code];
    if (name !== undefined) return name;
    try {
      return browserNames()?.of(code) ?? code;
    } catch {
      return code;
    }
  };
}
