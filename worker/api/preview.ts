/**
 * @module Editor preview (spec section 4, "login capability"): an editor signs in,
 * the site issues a sealed session cookie (preview-session.ts) and sends a token
 * as `Authorization: Bearer` on every content call, asking for drafts
 * (`publicationState: PREVIEW`) and bypassing every cache.
 *
 * There is no login screen. An editor clicks Preview in the CMS, which opens a
 * signed link (`GET /api/preview/enter`, preview-enter.ts): drafts are then read
 * with the site's own preview token. Scripts post a content-service token to
 * `POST /api/preview/sign-in` (a form field, a JSON body or a bearer header),
 * from the site's own pages only (a post from another site could sign a browser
 * in with someone else's token); once the content service accepts it, drafts are
 * read with that token. `POST /api/preview/sign-out` removes the cookie and
 * revokes the session (preview-revocation.ts). Posts refuse large bodies before
 * reading them, and sign-in attempts are limited per visitor.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { getCookie } from "hono/cookie";
import { clientKey } from "../client-key";
import { isSameOrigin } from "../contact/same-origin";
import { ContentServiceError, operation, requestContent } from "../content/graphql-client";
import type { SiteApp } from "../env";
import { logEvent } from "../log";
import { bearerToken } from "../secret";
import { endPreview, PREVIEW_COOKIE, setPreviewCookie } from "./preview-cookie";
import { enterPreview, signOut, sitePreviewToken } from "./preview-enter";
import { isRevoked } from "./preview-revocation";
import {
  MAX_TOKEN_LENGTH,
  newSession,
  openSession,
  previewSecret,
  SESSION_SECONDS,
  sealSession,
} from "./preview-session";
import { returnPath } from "./return-path";

export { endPreview };

/** What an editor's views do not count: media (cached as for anyone) and signing in or out. */
const UNCOUNTED = /^\/(?:uploads|api\/preview)\//;
/** A token and a return path fit many times over. */
const MAX_BODY_BYTES = 8 * 1024;
/** Bearer tokens are visible ASCII (RFC 6750); anything else cannot go in a header. */
const TOKEN = new RegExp(`^[\\x21-\\x7e]{1,${MAX_TOKEN_LENGTH}}$`);

/** The smallest question only an editor's token may ask: a draft-aware read. */
export const PREVIEW_CHECK = operation(
  "previewCheck",
  "query previewCheck { menu(publicationState: PREVIEW) { data { id } } }",
);

/**
 * This request's editor preview, as its cookie says: no cookie, a session the
 * site issued (the token drafts are read with: no cache), or a cookie that does
 * not open or was signed out (cleared).
 */
export type PreviewState =
  | { readonly session: "none" | "not-ours"; readonly token?: undefined }
  | {
      readonly session: "ours";
      readonly token: string;
      /** The session's id and expiry: what signing out revokes. */
      readonly id: string;
      readonly expires: number;
    };

/**
 * Opens the preview cookie; once per request, for `c.var.preview`
 * (request-context.ts). A session of ours costs one KV read: was it signed out?
 */
export async function openPreview(c: Context<SiteApp>): Promise<PreviewState> {
  const cookie = getCookie(c, PREVIEW_COOKIE);
  if (!cookie) return { session: "none" };
  const secret = previewSecret(c.env);
  const session = secret ? await openSession(cookie, secret) : null;
  // A link's session reads with the site's preview token: gone when that is unset.
  const token = session?.token ?? sitePreviewToken(c.env);
  if (!session || !token || (await isRevoked(c.env.CONTENT_CACHE, session.id))) {
    return { session: "not-ours" };
  }
  return { session: "ours", token, id: session.id, expires: session.expires };
}

/**
 * The rules of the preview session opened for `c.var.preview`: a session the site
 * issued is counted against the visitor's limit of uncached views
 * (`PREVIEW_VIEW_RATE_LIMIT`); any other value is signed out and cleared.
 */
export function previewSession(): MiddlewareHandler<SiteApp> {
  return async function previewSession(c, next) {
    const { session } = c.var.preview;
    if (session === "none") return next();
    if (session === "not-ours") {
      c.var.log.set({ preview: "not-ours" });
      await next();
      // Unless this very response signs in anew (a session sealed with an older secret).
      const issued = c.res.headers
        .getSetCookie()
        .some((cookie) => cookie.startsWith(`${PREVIEW_COOKIE}=`));
      if (!issued) endPreview(c);
      return;
    }
    // Pages and their data bypass every cache for an editor; media and sign-out do not.
    if (!UNCOUNTED.test(new URL(c.req.url).pathname)) {
      const { success } = await c.env.PREVIEW_VIEW_RATE_LIMIT.limit({ key: clientKey(c.req.raw) });
      if (!success) {
        c.var.log.set({ preview: "rate_limited" });
        return tooMany(
          c,
          "Too many preview requests from your address. Wait a minute, then try again.",
        );
      }
    }
    return next();
  };
}

export const preview = new Hono<SiteApp>();

preview.get("/enter", enterPreview);

/** Posts from the site's own pages only, and no body larger than a sign-in needs. */
const sameOrigin: MiddlewareHandler<SiteApp> = async (c, next) => {
  c.get("log").set({ kind: `preview.${c.req.path.split("/").pop()}` });
  if (!isSameOrigin(c.req.raw)) {
    logEvent("warn", "preview.invalid", { requestId: c.get("log").id, reason: "another origin" });
    return answer(c, 403, { error: "Only pages of this site may post here" });
  }
  return next();
};
const limitBody = bodyLimit({
  maxSize: MAX_BODY_BYTES,
  onError: (c) => answer(c, 413, { error: "The request is too large" }),
});

preview.post("/sign-in", sameOrigin, limitBody, async (c) => {
  const log = c.get("log");
  const { success } = await c.env.PREVIEW_SIGN_IN_RATE_LIMIT.limit({ key: clientKey(c.req.raw) });
  if (!success) {
    logEvent("warn", "preview.invalid", { requestId: log.id, reason: "rate limited" });
    return tooMany(
      c,
      "Too many sign-in attempts from your address. Wait a minute, then try again.",
    );
  }
  const { token, path, wantsJson } = await readSignIn(c);
  if (!token || !TOKEN.test(token)) {
    logEvent("warn", "preview.invalid", {
      requestId: log.id,
      reason: token ? "not a token" : "no token",
    });
    return answer(c, 400, { error: "A content-service token is required" });
  }
  const secret = previewSecret(c.env);
  if (!secret) return answer(c, 503, { error: "Editor preview is not configured on this site" });
  const { settings } = c.var;
  try {
    await log.measure("cms", requestContent(settings, PREVIEW_CHECK, {}, { token }));
  } catch (error) {
    const refused =
      error instanceof ContentServiceError &&
      (error.reason === "graphql" || error.status === 401 || error.status === 403);
    logEvent("warn", "preview.refused", {
      requestId: log.id,
      reason:
        error instanceof ContentServiceError
          ? `${error.reason} ${error.status ?? ""}`.trim()
          : "network",
    });
    return refused
      ? answer(c, 401, { error: "The content service refused this token" })
      : answer(c, 503, { error: "The content service is unavailable" });
  }
  const session = newSession(token, SESSION_SECONDS);
  setPreviewCookie(c, await sealSession(session, secret), SESSION_SECONDS, "token");
  logEvent("info", "preview.signed_in", { requestId: log.id, via: "token" });
  return wantsJson ? answer(c, 200, { ok: true, preview: true }) : c.redirect(path, 303);
});

preview.post("/sign-out", sameOrigin, limitBody, async (c) => {
  const { path, wantsJson } = await readSignIn(c);
  await signOut(c);
  return wantsJson ? answer(c, 200, { ok: true, preview: false }) : c.redirect(path, 303);
});

interface SignInRequest {
  token: string | null;
  /** Where a form post returns to: a path on this site only. */
  path: string;
  wantsJson: boolean;
}

async function readSignIn(c: Context<SiteApp>): Promise<SignInRequest> {
  const type = c.req.header("content-type") ?? "";
  let token = bearerToken(c.req.header("authorization"));
  let path: unknown = "/";
  if (type.includes("application/json")) {
    const body: unknown = await c.req.json().catch(() => null);
    if (body && typeof body === "object" && !Array.isArray(body)) {
      const fields = body as Record<string, unknown>;
      if (typeof fields.token === "string") token = fields.token.trim() || token;
      path = fields.path ?? path;
    }
  } else if (type.includes("form")) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (typeof form.token === "string") token = form.token.trim() || token;
    path = form.path ?? path;
  }
  const wantsJson =
    type.includes("application/json") ||
    (c.req.header("accept") ?? "").includes("application/json");
  return { token, path: returnPath(path), wantsJson };
}

function tooMany(c: Context<SiteApp>, error: string): Response {
  return c.json({ error }, 429, { "retry-after": "60", "cache-control": "private, no-store" });
}

function answer(
  c: Context<SiteApp>,
  status: 200 | 400 | 401 | 403 | 413 | 503,
  body: object,
): Response {
  return c.json(body, status, { "cache-control": "no-store" });
}
