/**
 * @module What only a navigation needs, in one chunk loaded with its first need
 * (client/navigation-later.ts) rather than with the page: swr, the answers it
 * fetches (./answers.ts, ./fetch-answers.ts), and the scrolling when another page
 * is shown.
 */
export { mutate, preload } from "swr";
export { Answers } from "./answers";
export { fetchRouteAnswer } from "./fetch-answers";
export { scrollToShown } from "./scroll-to-shown";
