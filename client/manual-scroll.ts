/**
 * @module Bringing a manual's step into view after Next, Back or the stepper: its
 * heading lands just below everything that stays at the top of the screen (the
 * navbar, compact once scrolled, the banner and the phone's stepper), measured as
 * they are, however their text wraps in the visitor's language.
 */
import { prefersReducedMotion } from "./scroll";

/** Room between the bars and the heading. */
const GAP = 12;
/** The navbar compacts past this scroll position (spec section 9). */
const COMPACT_FROM = 50;

/** Where the bars at the top of the screen end once the page has scrolled. */
function barsBottom(): number {
  const root = getComputedStyle(document.documentElement);
  let bottom = Number.parseFloat(root.getPropertyValue("--navbar-compact")) || 72;
  for (const selector of [".banner", ".manual__progress"]) {
    const bar = document.querySelector<HTMLElement>(selector);
    // Shown (it has an offset parent) and sticking under the navbar.
    if (bar?.offsetParent && getComputedStyle(bar).position === "sticky")
      bottom += bar.offsetHeight;
  }
  return bottom;
}

/** Scrolls the step's heading to just below the bars and moves focus to it. */
export function revealStep(heading: HTMLElement): void {
  heading.focus({ preventScroll: true });
  const top = heading.getBoundingClientRect().top + window.scrollY - barsBottom() - GAP;
  // Near the top the navbar stays tall; there everything is in its own place at 0.
  window.scrollTo({
    top: top < COMPACT_FROM ? 0 : top,
    behavior: prefersReducedMotion() ? "auto" : "smooth",
  });
}
