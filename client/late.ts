/**
 * @module The parts that hydrate after the page (client/deferred.tsx), in one chunk
 * so that they cost one request and share their helpers with nothing else.
 */
export { Banner } from "./layout/banner";
export { Footer } from "./layout/footer";
export { LoadingBar } from "./layout/loading-bar";
export { LocaleSwitcher } from "./layout/locale-switcher";
export { MenuDismiss } from "./layout/menu-dismiss";
export { MobileSidebar } from "./layout/mobile-sidebar";
export { NavbarContact } from "./layout/navbar-contact";
export { PreviewMarker } from "./layout/preview-marker";
export { SearchHost } from "./search/search-button";
export { ErrorView, NotFoundView } from "./views/status";
