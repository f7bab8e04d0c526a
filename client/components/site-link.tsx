/**
 * @module Links: internal paths navigate client-side through wouter, anything else
 * is a plain anchor (external ones open safely in a new tab). A URL with an unsafe
 * scheme (`javascript:`, `data:`, …; shared/safe-url.ts) renders as plain text.
 */
import { type AnchorHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
import { safeHref } from "../../shared/safe-url";
import { prefetchRoute, prefetchWhenVisible } from "../prefetch";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
  /** Also prefetch when the link scrolls into view (hover and focus always prefetch). */
  prefetchInView?: boolean;
};

export function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function SiteLink({ href: given, children, prefetchInView = false, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const href = safeHref(given);
  const internal = href !== null && isInternal(href);

  useEffect(() => {
    if (!internal || !prefetchInView || !ref.current) return;
    return prefetchWhenVisible(ref.current);
  }, [internal, prefetchInView]);

  if (internal) {
    const prefetch = () => prefetchRoute(href);
    return (
      <Link
        ref={ref}
        href={href}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onTouchStart={prefetch}
        {...rest}
      >
        {children}
      </Link>
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
