/**
 * @module Bringing a manual's step into view after Next, Back or the stepper: its
 * heading lands just below everything that stays at the top of the screen (the
 * navbar, compact once scrolled, the banner and the phone's stepper), measured as
 * they are, however their text wraps in the visitor's language.
 */
import { NAVBAR_COMPACT_AFTER_SCROLL, NAVBAR_HEIGHT_COMPACT } from "../shared/constants";

/** Scrolls the step's heading to just below the bars and moves focus to it. */
export function revealStep(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  // The banner and the stepper stick below the navbar where they are shown and
  // sticky (on a phone the banner scrolls away: page-top.css); hidden, they have no
  // offset parent.
  let bars = NAVBAR_HEIGHT_COMPACT + 12;
  for (const bar of document.querySelectorAll<HTMLElement>(".banner, .manual__progress"))
    if (bar.offsetParent && getComputedStyle(bar).position === "sticky") bars += bar.offsetHeight;
  const top = heading.getBoundingClientRect().top + window.scrollY - bars;
  // Near the top the navbar stays tall; there everything is in its own place at 0.
  // Smoothly unless the visitor prefers reduced motion: the root's scroll-behavior
  // decides (main.css).
  window.scrollTo({ top: top < NAVBAR_COMPACT_AFTER_SCROLL ? 0 : top });
}
