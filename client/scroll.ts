/**
 * @module Scrolling between pages (spec section 2): a new page starts at the top, a
 * link with a hash scrolls smoothly to its target just below the navbar (CSS
 * `scroll-padding-top`), and back/forward restore where the visitor was.
 */
import { useEffect, useLayoutEffect, useRef } from "react";

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

/** Scrolls to an element by id, just below the fixed navbar. */
function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // Smoothly unless the visitor prefers reduced motion: the root's scroll-behavior
  // decides (main.css), as for every scroll the page does not make instant.
  target.scrollIntoView({ block: "start" });
  return true;
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
    if (fromHistory) {
      fromHistory = false;
      window.scrollTo({ top: positions.get(shown) ?? 0, behavior: "instant" });
      return;
    }
    if (window.location.hash && scrollToHash(window.location.hash)) return;
    window.scrollTo({ top: 0, behavior: "instant" });
  }, [shown]);
}
