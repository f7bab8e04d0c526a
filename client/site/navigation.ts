/**
 * @module What only a navigation needs, in one chunk loaded with its first need
 * (client/navigation-later.ts) rather than with the page: swr, and the answers it
 * fetches (./answers.ts).
 */
export { mutate, preload } from "swr";
export { Answers } from "./answers";
