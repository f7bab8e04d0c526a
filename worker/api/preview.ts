/**
 * @module Editor preview (spec section 4, "login capability"): an editor signs in
 * with a content-service token, which the site keeps in a cookie and sends as
 * `Authorization: Bearer` on every content call, asking for drafts
 * (`publicationState: PREVIEW`) and bypassing every cache.
 *
 * There is no login screen: `POST /api/preview/sign-in` takes the token as a form
 * field, a JSON body or a bearer header (a content-service "preview" button can
 * post the form). `POST /api/preview/sign-out` removes the cookie.
 */
import { type Context, Hono } from "hono";
import { deleteCookie, getCookie, setCookie } from "hono/cookie";
import { ContentServiceError, operation, requestContent } from "../content/graphql-client";
import { readSettings, type SiteApp } from "../env";
import { logEvent } from "../log";
import { bearerToken } from "../secret";

export const PREVIEW_COOKIE = "editor_preview";
const SEVEN_DAYS_SECONDS = 7 * 24 * 3600;

/** The smallest question only an editor's token may ask: a draft-aware read. */
export const PREVIEW_CHECK = operation<unknown>(
  "previewCheck",
  "query previewCheck { menu(publicationState: PREVIEW) { data { id } } }",
);

/** The editor's token while the preview cookie is present. */
export function previewTokenOf(c: Context<SiteApp>): string | undefined {
  return getCookie(c, PREVIEW_COOKIE) || undefined;
}

/** Removes the preview cookie (signing out, or a token the content service refused). */
export function endPreview(c: Context<SiteApp>): void {
  deleteCookie(c, PREVIEW_COOKIE, { path: "/", secure: new URL(c.req.url).protocol === "https:" });
}

export const preview = new Hono<SiteApp>();

preview.post("/sign-in", async (c) => {
  c.get("log").set({ kind: "preview.sign-in" });
  const { token, path, wantsJson } = await readSignIn(c);
  if (!token) {
    logEvent("warn", "preview.invalid", { requestId: c.get("log").id, reason: "no token" });
    return answer(c, 400, { error: "A content-service token is required" });
  }
  const settings = readSettings(c.env);
  try {
    await c.get("log").measure("cms", requestContent(settings, PREVIEW_CHECK, {}, { token }));
  } catch (error) {
    const refused =
      error instanceof ContentServiceError &&
      (error.reason === "graphql" || error.status === 401 || error.status === 403);
    logEvent("warn", "preview.refused", {
      requestId: c.get("log").id,
      reason:
        error instanceof ContentServiceError
          ? `${error.reason} ${error.status ?? ""}`.trim()
          : "network",
    });
    return refused
      ? answer(c, 401, { error: "The content service refused this token" })
      : answer(c, 503, { error: "The content service is unavailable" });
  }
  setCookie(c, PREVIEW_COOKIE, token, {
    path: "/",
    httpOnly: true,
    sameSite: "Lax",
    maxAge: SEVEN_DAYS_SECONDS,
    // The spec leaves the flag off; local http must keep working, HTTPS gets it.
    secure: new URL(c.req.url).protocol === "https:",
  });
  logEvent("info", "preview.signed_in", { requestId: c.get("log").id });
  return wantsJson ? answer(c, 200, { ok: true, preview: true }) : c.redirect(path, 303);
});

preview.post("/sign-out", async (c) => {
  c.get("log").set({ kind: "preview.sign-out" });
  const { path, wantsJson } = await readSignIn(c);
  endPreview(c);
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
    const body = (await c.req.json().catch(() => ({}))) as Record<string, unknown> | null;
    if (typeof body?.token === "string") token = body.token.trim() || token;
    path = body?.path ?? path;
  } else if (type.includes("form")) {
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
    if (typeof form.token === "string") token = form.token.trim() || token;
    path = form.path ?? path;
  }
  const wantsJson =
    type.includes("application/json") ||
    (c.req.header("accept") ?? "").includes("application/json");
  return { token, path: sitePath(path), wantsJson };
}

/** Only a path on this site: never an open redirect to `//other.example`. */
function sitePath(value: unknown): string {
  return typeof value === "string" &&
    value.startsWith("/") &&
    !value.startsWith("//") &&
    !value.includes("\\")
    ? value
    : "/";
}

function answer(c: Context<SiteApp>, status: 200 | 400 | 401 | 503, body: object) {
  return c.json(body, status, { "cache-control": "no-store" });
}
