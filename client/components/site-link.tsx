/**
 * @module Links: internal paths navigate client-side through wouter, anything else
 * is a plain anchor (external ones open safely in a new tab).
 */
import { type AnchorHTMLAttributes, type ReactNode, useEffect, useRef } from "react";
import { Link } from "wouter";
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

export function SiteLink({ href, children, prefetchInView = false, ...rest }: Props) {
  const ref = useRef<HTMLAnchorElement>(null);
  const internal = isInternal(href);

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
