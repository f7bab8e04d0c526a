/**
 * @module Scrolling between pages (spec section 2): a new page starts at the top, a
 * link with a hash scrolls smoothly to its target just below the navbar (CSS
 * `scroll-padding-top`), and back/forward restore where the visitor was.
 */
import { useEffect, useLayoutEffect, useRef } from "react";
import { navigationLoaded } from "./navigation-later";

const positions = new Map<string, number>();
let fromHistory = false;

if (typeof window !== "undefined") {
  // The app restores positions itself, once the page's content is on screen.
  history.scrollRestoration = "manual";
  let address = window.location.pathname + window.location.search;
  window.addEventListener("popstate", () => {
    // A change of the hash alone is not a page change: the browser scrolls to it itself.
    const next = window.location.pathname + window.location.search;
    if (next !== address) fromHistory = true;
    address = next;
  });
  // Pushes by the router update the address too, so the next popstate compares right.
  for (const method of ["pushState", "replaceState"] as const) {
    const original = history[method].bind(history);
    history[method] = (...args: Parameters<History["pushState"]>) => {
      original(...args);
      address = window.location.pathname + window.location.search;
    };
  }
}

/** Call with the address of the page on screen; runs when another page is shown. */
const useIsomorphicLayoutEffect = typeof window === "undefined" ? useEffect : useLayoutEffect;

export function useScrollManagement(shown: string): void {
  const current = useRef(shown);

  useEffect(() => {
    const save = () => positions.set(current.current, window.scrollY);
    window.addEventListener("scroll", save, { passive: true });
    return () => window.removeEventListener("scroll", save);
  }, []);

  useIsomorphicLayoutEffect(() => {
    if (current.current === shown) return;
    current.current = shown;
    const restoreTo = fromHistory ? (positions.get(shown) ?? 0) : undefined;
    fromHistory = false;
    // Another page is shown only once an answer came through the navigation's
    // code, so it has loaded (client/site/scroll-to-shown.ts).
    navigationLoaded()?.scrollToShown(restoreTo);
  }, [shown]);
}
