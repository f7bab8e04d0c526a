/**
 * @module Where the window goes when another page is shown (client/scroll.ts):
 * back where the visitor was on back and forward, to the link's hash target, or
 * to the top. In the navigation's chunk: another page is shown only once an
 * answer came through it (./answers.ts).
 */

/** Scrolls to an element by id, just below the fixed navbar (CSS `scroll-padding-top`). */
function scrollToHash(hash: string): boolean {
  const id = decodeURIComponent(hash.replace(/^#/, ""));
  const target = id ? document.getElementById(id) : null;
  if (!target) return false;
  // Smoothly unless the visitor prefers reduced motion: the root's scroll-behavior
  // decides (main.css), as for every scroll the page does not make instant.
  target.scrollIntoView({ block: "start" });
  return true;
}

/** `restoreTo`: where the visitor was on this page, when back or forward led here. */
export function scrollToShown(restoreTo: number | undefined): void {
  if (restoreTo !== undefined) {
    window.scrollTo({ top: restoreTo, behavior: "instant" });
    return;
  }
  if (window.location.hash && scrollToHash(window.location.hash)) return;
  window.scrollTo({ top: 0, behavior: "instant" });
}
