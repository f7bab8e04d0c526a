/**
 * @module Links: internal paths navigate client-side (through wouter once the app runs), anything else
 * is a plain anchor (external ones open safely in a new tab). A URL with an unsafe
 * scheme (`javascript:`, `data:`, …; shared/safe-url.ts) renders as plain text.
 */
import {
  type AnchorHTMLAttributes,
  createContext,
  type MouseEvent,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
} from "react";
import { safeHref } from "../../shared/safe-url";
import { useRouteFetcher } from "../data";
import { prefetchRoute, prefetchWhenVisible } from "../prefetch";

/**
 * How links navigate, given once for the page (client/site/site-frame.tsx)
 * rather than looked up by each link: the router's `navigate` in the app, and on
 * a first page kept as the server's HTML what starts the app with the new address
 * (client/site/kept-site.tsx). A page has dozens of links and the server renders
 * every one of them; wouter's own `Link` reads the router, the location and a
 * stable event handler per link for the same click.
 */
export const SiteNavigation = createContext<(to: string) => void>((to) => {
  // Outside the app's router (never on the site's pages): a plain page load.
  window.location.assign(to);
});

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
  /** Also prefetch when the link scrolls into view (hover and focus always prefetch). */
  prefetchInView?: boolean;
};

function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function SiteLink({ href: given, children, prefetchInView = false, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const href = safeHref(given);
  const internal = href !== null && isInternal(href);
  const fetchRoute = useRouteFetcher();

  useEffect(() => {
    if (!internal || !prefetchInView || !ref.current) return;
    return prefetchWhenVisible(ref.current, fetchRoute);
  }, [internal, prefetchInView, fetchRoute]);

  const navigate = useContext(SiteNavigation);
  if (internal) {
    const prefetch = () => prefetchRoute(href, fetchRoute);
    const { className, ...others } = rest;
    // As wouter's Link: a click with a modifier or another button is the browser's.
    const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.shiftKey || event.button !== 0)
        return;
      rest.onClick?.(event);
      if (event.defaultPrevented) return;
      event.preventDefault();
      navigate(href);
    };
    return (
      // The caller's attributes first: the link's own click handler and href win.
      <a
        ref={ref}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        {...others}
        onClick={onClick}
        href={href}
        className={className}
      >
        {children}
      </a>
    );
  }
  if (href === null) return <span className={rest.className}>{children}</span>;
  const external = /^https?:\/\//i.test(href);
  return (
    <a
      href={href}
      {...(external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
      {...rest}
    >
      {children}
    </a>
  );
}
