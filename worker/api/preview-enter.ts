/**
 * @module Signing in from the CMS's Preview button: `GET /api/preview/enter` with
 * a signed link (preview-link.ts). A valid link opens a preview session that reads
 * drafts with the site's own preview token (`CMS_PREVIEW_TOKEN`: the editor never
 * handles one) and sends the browser on to the linked path (303); a link for the
 * published state ends any preview instead, so the editor sees what visitors see,
 * in a view the CMS admin may frame (published-view.ts).
 * A link opens one session only (preview-link-uses.ts): the browser holding it
 * may follow the link again, anyone else is refused and told to click Preview
 * again. A refused link (malformed, altered or signed for another path, expired,
 * valid for too long, used, or preview from the CMS not configured) answers 4xx
 * (503 when not configured), sets no cookie and says why in the log
 * (`preview.link_refused`), as a page for a browser and as JSON otherwise.
 * Attempts count against the sign-in limit per visitor.
 */
import type { Context, Handler } from "hono";
import { clientKey } from "../client-key";
import type { Env, SiteApp } from "../env";
import { logEvent } from "../log";
import { endPreview, setPreviewCookie } from "./preview-cookie";
import { linkSecret, MIN_LINK_SECRET_LENGTH, verifyPreviewLink } from "./preview-link";
import { recordLinkUse } from "./preview-link-uses";
import { revokeSession } from "./preview-revocation";
import { LINK_SESSION_SECONDS, newSession, previewSecret, sealSession } from "./preview-session";
import { publishedViewPath } from "./published-view";

/** The site's own draft-reading token, for sessions opened from a link. */
export function sitePreviewToken(env: Env): string | null {
  return env.CMS_PREVIEW_TOKEN?.trim() || null;
}

export const enterPreview: Handler<SiteApp> = async (c) => {
  const log = c.get("log");
  log.set({ kind: "preview.enter" });
  const refuse = (status: 400 | 403 | 429 | 503, reason: string, error: string) => {
    logEvent("warn", "preview.link_refused", { requestId: log.id, reason });
    const headers = {
      "cache-control": "no-store",
      ...(status === 429 ? { "retry-after": "60" } : {}),
    };
    if (wantsPage(c.req.header("accept"))) return c.html(refusalPage(error), status, headers);
    return c.json({ error }, status, headers);
  };
  const { success } = await c.env.PREVIEW_SIGN_IN_RATE_LIMIT.limit({ key: clientKey(c.req.raw) });
  if (!success) {
    return refuse(
      429,
      "rate limited",
      "Too many sign-in attempts from your address. Wait a minute, then try again.",
    );
  }
  const missing = missingSetting(c.env);
  if (missing) {
    return refuse(
      503,
      `${missing} is not set`,
      "Preview from the CMS is not configured on this site",
    );
  }
  const check = await verifyPreviewLink(c.req.query(), linkSecret(c.env) ?? "");
  if (!check.ok) {
    return check.reason === "malformed"
      ? refuse(400, "malformed", "This is not a preview link")
      : refuse(403, check.reason, linkError(check.reason));
  }
  if (check.status === "published") {
    await signOut(c);
    logEvent("info", "preview.published_shown", { requestId: log.id });
    // What visitors see, in a view the CMS admin may frame (published-view.ts).
    return c.redirect(publishedViewPath(check.path, check.expires, check.signature), 303);
  }
  const session = newSession(null, LINK_SESSION_SECONDS);
  const use = await recordLinkUse(
    c.env.CONTACT_OUTBOX,
    check.signature,
    session.id,
    check.expires,
    Date.now() / 1000,
  );
  if (!use.first) {
    const current = c.get("preview");
    // The browser this link signed in (Strapi's frame reloading it): it carries on.
    if (current.session === "ours" && current.id === use.sessionId)
      return c.redirect(check.path, 303);
    return refuse(403, "used", "This preview link has been used. Click Preview in the CMS again.");
  }
  const sealSecret = previewSecret(c.env) ?? "";
  setPreviewCookie(c, await sealSession(session, sealSecret), LINK_SESSION_SECONDS, "link");
  logEvent("info", "preview.signed_in", { requestId: log.id, via: "link" });
  return c.redirect(check.path, 303);
};

/** Ends this browser's preview, on the server too (preview-revocation.ts). */
export async function signOut(c: Context<SiteApp>): Promise<void> {
  const current = c.get("preview");
  if (current.session === "ours") await revokeSession(c.env.CONTENT_CACHE, current);
  endPreview(c);
}

function missingSetting(env: Env): string | null {
  if (!linkSecret(env))
    return `PREVIEW_LINK_SECRET (at least ${MIN_LINK_SECRET_LENGTH} characters)`;
  if (!previewSecret(env)) return "PREVIEW_SECRET";
  if (!sitePreviewToken(env)) return "CMS_PREVIEW_TOKEN";
  return null;
}

function linkError(reason: "altered" | "expired" | "too long"): string {
  switch (reason) {
    case "expired":
      return "This preview link has expired. Click Preview in the CMS again.";
    case "too long":
      return "This preview link is valid for too long to be one the CMS made";
    default:
      return "This preview link is not valid for this page";
  }
}

/** A browser asking for a page (its navigation's Accept names HTML), not a script. */
function wantsPage(accept: string | undefined): boolean {
  return (accept ?? "").includes("text/html");
}

/** The refusal as a page of its own: what happened and what to do, nothing of the site's. */
function refusalPage(message: string): string {
  const text = message.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Preview</title></head><body><h1>Preview</h1><p>${text}</p></body></html>`;
}
