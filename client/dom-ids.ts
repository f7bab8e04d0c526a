/**
 * @module The ids of server-rendered elements that others point at (`for`,
 * `aria-describedby`, `aria-labelledby`, `aria-controls`). Not React's `useId`:
 * the worker renders the whole document and the browser hydrates only `#root`, so
 * an id made from the position in React's tree comes out one way on the server
 * and another in the browser, and everything rendered after hydration (a field's
 * error, a tooltip's link to its bubble) pointed at ids the page did not have.
 * Each of these parts is on a page once.
 */
export const DOM_IDS = {
  contactForm: "contact-form",
  faqSearch: "faq-search",
  searchPage: "search-page",
  placeSearch: "place-search",
  emailTooltip: "tooltip-email",
  phoneTooltip: "tooltip-phone",
} as const;
