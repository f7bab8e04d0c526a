/**
 * @module Business constants of the specification (section 9), in one place for both
 * sides. The stylesheet cannot import them: its tokens repeat the sizes and colours,
 * and client/styles/tokens.test.ts holds the two together.
 */

export const NAVBAR_HEIGHT_TOP = 121;
export const NAVBAR_HEIGHT_COMPACT = 72;
export const NAVBAR_COMPACT_AFTER_SCROLL = 50;
export const BANNER_MIN_HEIGHT = 59.5;
/** Where a page's content starts under a one-line banner: the navbar's room plus the banner's. */
export const BODY_PADDING_WITH_BANNER = 180.5;

export const MAP_DEFAULT_CENTER = { lat: 52.07514, lng: 8.41773 } as const;
export const MAP_DEFAULT_ZOOM = 5;

export const LOADING_BAR = { throttleMs: 200, durationMs: 5000, hideAfterMs: 500 } as const;
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const DROPDOWN = { maxHeight: 350, minWidth: 160 } as const;
export const TOAST = { durationMs: 3000 } as const;
export const TOOLTIP = { showDelayMs: 0, hideDelayMs: 500, maxWidth: 300 } as const;

export const LOCALE_COOKIE = "locale";

export const BRAND = { green: "#00bf9a", yellow: "#f8d000", black: "#3c4543" } as const;

/**
 * The ids of server-rendered elements that others point at (`for`,
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
