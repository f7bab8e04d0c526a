/**
 * @module The layout's parts that hydrate after the rest (see client/deferred.tsx):
 * the announcement banner (its close button), the footer, the mobile sidebar
 * (closed at first), the locale switcher, what closes the desktop submenus, the
 * top bar's contact tooltips, the search button (a form to the search page until
 * then), the editors' preview marker and the loading bar between navigations. Their server HTML is on screen from the
 * start.
 */
import { deferred } from "../deferred";

const late = () => import("../late");

export const Footer = deferred(() => late().then((module) => module.Footer));
export const MobileSidebar = deferred(() => late().then((module) => module.MobileSidebar));
export const MenuDismiss = deferred(() => late().then((module) => module.MenuDismiss));
export const LocaleSwitcher = deferred(() => late().then((module) => module.LocaleSwitcher));
export const PreviewMarker = deferred(() => late().then((module) => module.PreviewMarker));
export const NavbarContact = deferred(() => late().then((module) => module.NavbarContact));
export const SearchHost = deferred(() => late().then((module) => module.SearchHost));
export const Banner = deferred(() => late().then((module) => module.Banner));
/** Shown only between navigations, which the late parts' chunk precedes: invisible until then. */
export const LoadingBar = deferred(() => late().then((module) => module.LoadingBar));
