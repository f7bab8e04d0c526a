/**
 * @module The islands of a first page kept as the server's HTML, by view: the
 * parts of it with something to interact with (client/components/island.tsx),
 * hydrated once the page has (client/site/islands.tsx). The build lists each
 * module's files in its manifest (`islands`), keyed by the module's name.
 */
import type { View } from "../../shared/views";
import type { IslandsModule } from "./island-props";

const ISLANDS: Partial<Record<View, () => Promise<IslandsModule>>> = {
  contact: () => import("./contact"),
  faq: () => import("./faq"),
  home: () => import("./home"),
  installer_map: () => import("./installer-map"),
  manual: () => import("./manual"),
  product: () => import("./product"),
  search: () => import("./search"),
};

/** The islands of a kept page of this view, if it has any. */
export function islandsOf(view: View): (() => Promise<IslandsModule>) | undefined {
  return ISLANDS[view];
}
