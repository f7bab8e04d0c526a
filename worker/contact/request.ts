/**
 * @module From a post to the request `submitContactRequest` takes, and from
 * its outcome to the answer's status: the same for the API and the page.
 */
import type { Context } from "hono";
import type { PhotoError } from "../../shared/contact-photos";
import type { Locale } from "../../shared/locales";
import type { SiteApp } from "../env";
import { siteOrigin } from "../site-origin";
import type { SubmissionOutcome, SubmissionRequest } from "./submission";

const STATUS = {
  bad_request: 400,
  invalid: 400,
  bot_check_failed: 403,
  failed: 503,
} as const;

/** Refused photos: too large is 413, not an image 415, the rest 400. */
export const PHOTO_STATUS: Record<PhotoError, 400 | 413 | 415> = {
  too_many: 400,
  too_large: 413,
  not_an_image: 415,
  not_accepted: 400,
};

/** The status of an outcome that is not a stored request. */
export function failureStatus(
  outcome: Exclude<SubmissionOutcome, { kind: "submitted" }>,
): 400 | 403 | 413 | 415 | 503 {
  return outcome.kind === "photos_refused" ? PHOTO_STATUS[outcome.error] : STATUS[outcome.kind];
}

/** A path on this site (one leading slash, URL path characters only, bounded): the request's page. */
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,299}$/;

export function submissionRequest(
  c: Context<SiteApp>,
  locale: Locale,
  pagePath: string | null,
  photos: SubmissionRequest["photos"],
): SubmissionRequest {
  const url = new URL(c.req.url);
  const origin = siteOrigin(c.env, c.req.url);
  // A page path is one line: control characters (CR, LF) are dropped, not passed on.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is dropped.
  const line = pagePath?.replace(/[\u0000-\u001f\u007f]+/g, "");
  const path = line && PAGE_PATH.test(line) ? line : null;
  return {
    env: c.env,
    settings: c.var.settings,
    waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
    requestId: c.get("log").id,
    remoteIp: c.req.header("cf-connecting-ip") ?? null,
    hostname: url.hostname,
    locale,
    // Links in the sales e-mail (the page, the photos) on the configured origin,
    // never the request's Host, which a post can set.
    pageUrl: path ? `${origin}${path}` : null,
    origin,
    photos,
  };
}
