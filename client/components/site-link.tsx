/**
 * @module Links: internal paths navigate client-side through wouter, anything else
 * is a plain anchor (external ones open safely in a new tab).
 */
import type { AnchorHTMLAttributes, ReactNode } from "react";
import { Link } from "wouter";

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  href: string;
  children: ReactNode;
};

export function isInternal(href: string): boolean {
  return href.startsWith("/") && !href.startsWith("//");
}

export function SiteLink({ href, children, ...rest }: Props) {
  if (isInternal(href)) {
    return (
      <Link href={href} {...rest}>
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
