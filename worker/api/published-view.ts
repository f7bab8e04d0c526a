/**
 * @module Strapi's Preview panel, *Published* tab: the kit signs a link for the
 * published state (preview-link.ts), and the panel shows what it leads to in its
 * frame. A visitor's page refuses every frame, so that link does not lead to the
 * visitor's page: it leads to the same address with the link's own signature
 * (`?cms-view=published&cms-expires=…&cms-signature=…`), which the page handler
 * checks and answers with the published page that the CMS admin's origins
 * (`CMS_ADMIN_ORIGIN`, preview-frame.ts) alone may frame, `private, no-store`:
 * a query string, so the gateway hands it to the app and no cache keeps it
 * (shared-cache/gateway.ts). It shows nothing a visitor could not see; the
 * signature only keeps the frame permission to the links the CMS makes, for the
 * link's lifetime (an hour at most).
 */
import type { Env } from "../env";
import { linkSecret, verifyPreviewLink } from "./preview-link";

const VIEW = "cms-view";
const EXPIRES = "cms-expires";
const SIGNATURE = "cms-signature";

/** Where a verified published-state link sends the CMS's frame. */
export function publishedViewPath(path: string, expires: number, signature: string): string {
  const url = new URL(path, "https://site.invalid");
  url.searchParams.set(VIEW, "published");
  url.searchParams.set(EXPIRES, String(expires));
  url.searchParams.set(SIGNATURE, signature);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The page's own query string when the request is a published view the CMS
 * signed; null when it is not one (a visitor's page, or a link altered or expired).
 */
export async function publishedView(env: Env, url: URL): Promise<URLSearchParams | null> {
  if (url.searchParams.get(VIEW) !== "published") return null;
  const secret = linkSecret(env);
  const expires = url.searchParams.get(EXPIRES) ?? undefined;
  const signature = url.searchParams.get(SIGNATURE) ?? undefined;
  const own = new URLSearchParams(url.searchParams);
  for (const name of [VIEW, EXPIRES, SIGNATURE]) own.delete(name);
  if (!secret) return null;
  const query = own.toString();
  const path = `${url.pathname}${query ? `?${query}` : ""}`;
  const check = await verifyPreviewLink({ path, expires, signature, status: "published" }, secret);
  return check.ok ? own : null;
}
