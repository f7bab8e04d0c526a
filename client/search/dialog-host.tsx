/**
 * @module What search-button.tsx fetches ahead of the first ask (once the page is
 * idle, or when a visitor points at a search button): the dialog and, per
 * locale, search's strings. The button gives the dialog an i18n of its own, the
 * page's strings and search's, so that adding search's strings re-renders none
 * of the page (Lingui's `load` would re-render everything that reads i18n).
 */
export { searchStrings } from "./catalog";
export { SearchDialog } from "./search-dialog";
