/**
 * @module Page transitions are out-in: the page on screen fades while the next one
 * loads, then the next one fades in. The first page does not fade in: it is
 * already on screen from the server's HTML, and fading it would hold back its
 * largest paint.
 */
import { useState } from "react";

/** The class of the page's wrapper, from the address on screen and the first one. */
export function usePageTransition(shown: string, first: string, leaving: boolean): string {
  const [navigated, setNavigated] = useState(false);
  const entering = navigated || shown !== first;
  if (entering && !navigated) setNavigated(true);
  return `page-transition${entering ? " is-entering" : ""}${leaving ? " is-leaving" : ""}`;
}
