/**
 * @module The contact endpoints: `POST /api/contact` (JSON, for the form with
 * JavaScript) and a `POST` to the contact page itself (the form without
 * JavaScript, answered with the same page and the message). Both accept posts
 * from the site's own origin only and refuse large bodies before reading them.
 */
import { type Context, Hono, type MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import {
  CONTACT_API_PATH,
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
  type SubmissionResult,
} from "../../shared/contact-form";
import { MAX_PHOTO_BYTES, type PhotoError } from "../../shared/contact-photos";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";
import { clientKey } from "../client-key";
import type { SiteApp } from "../env";
import { renderOptions } from "../page-handler";
import { renderPage } from "../render/page";
import { resolvePath } from "../site";
import { siteOrigin } from "../site-origin";
import { photosEnabled, readPhotos } from "./photos";
import { MAX_BODY_BYTES, readFields, smallFormFields, typedValues } from "./posted-body";
import { isSameOrigin } from "./same-origin";
import { type SubmissionOutcome, submitContactRequest } from "./submission";

type ContactApp = SiteApp;

/**
 * A multipart post carries the photos too: their own limit on top of the fields',
 * plus room for the parts' headers. The fields alone are held to MAX_BODY_BYTES
 * once read (`readFields`).
 */
const PART_HEADERS_BYTES = 64 * 1024;
const MAX_MULTIPART_BYTES = MAX_BODY_BYTES + MAX_PHOTO_BYTES + PART_HEADERS_BYTES;

/** The API's answers. English, for API clients; the browser shows its own translations. */
const API_MESSAGES = {
  submitted: "Your request was submitted. You will hear from us!",
  invalid: "Enter a valid company name, contact person, e-mail address and message.",
  bad_request: "The request is not a contact form.",
  forbidden: "Only forms on this site may post here.",
  too_large: "The request is too large.",
  photos_too_many: "Send at most 5 photos.",
  photos_too_large: "The photos are too large together: at most 10 MB.",
  photos_not_an_image: "Only photos can be sent (JPEG, PNG, WebP or HEIC).",
  photos_not_accepted: "Photos cannot be sent here.",
  rate_limited: "Too many requests from your address. Wait a minute, then try again.",
  bot_check_failed: "The bot check failed. Reload the page and try again.",
  failed:
    "Your request could not be submitted, apologies for the inconvenience. Try again or contact us by phone.",
} as const;

const STATUS = {
  bad_request: 400,
  invalid: 400,
  bot_check_failed: 403,
  failed: 503,
} as const;

const REFUSAL_STATUS = { forbidden: 403, too_large: 413, rate_limited: 429 } as const;

/** Refused photos: too large is 413, not an image 415, the rest 400. */
const PHOTO_STATUS: Record<PhotoError, 400 | 413 | 415> = {
  too_many: 400,
  too_large: 413,
  not_an_image: 415,
  not_accepted: 400,
};

type Refusal = "forbidden" | "too_large" | "rate_limited";

/**
 * Origin check, the visitor's rate limit and the body limit, all before any of
 * the body is read, so a refused post costs no parsing; `refuse` answers in the
 * endpoint's own format. A multipart post may carry photos only where photos are
 * taken; elsewhere its fields' limit holds, with room for the parts' headers.
 */
function guard(refuse: (c: Context<ContactApp>, why: Refusal) => Response | Promise<Response>) {
  const onError = (c: Context<ContactApp>) => refuse(c, "too_large");
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError });
  const fieldsLimit = bodyLimit({ maxSize: MAX_BODY_BYTES + PART_HEADERS_BYTES, onError });
  const multipartLimit = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });
  const check: MiddlewareHandler<ContactApp> = async (c, next) => {
    if (!isSameOrigin(c.req.raw)) return refuse(c, "forbidden");
    const { success } = await c.env.CONTACT_RATE_LIMIT.limit({
      key: `contact:${clientKey(c.req.raw)}`,
    });
    if (!success) {
      c.get("log").set({ contact: "rate_limited" });
      return refuse(c, "rate_limited");
    }
    const multipart = (c.req.header("content-type") ?? "").includes("multipart/form-data");
    if (!multipart) return limit(c, next);
    return (photosEnabled(c.env) ? multipartLimit : fieldsLimit)(c, next);
  };
  return check;
}

export const contactRoutes = new Hono<ContactApp>();

contactRoutes.post(
  CONTACT_API_PATH,
  guard((c, why) =>
    c.json(
      { error: why, message: API_MESSAGES[why] },
      REFUSAL_STATUS[why],
      why === "rate_limited" ? { "retry-after": "60" } : {},
    ),
  ),
  async (c) => {
    const body = await readFields(c.req.raw);
    if (body === "too_large")
      return c.json({ error: "too_large", message: API_MESSAGES.too_large }, 413);
    if (!body) return c.json({ error: "bad_request", message: API_MESSAGES.bad_request }, 400);
    const { fields, form } = body;
    const locale = isLocale(fields.locale) ? fields.locale : DEFAULT_LOCALE;
    const pagePath = typeof fields.page_path === "string" ? fields.page_path : null;
    const outcome = await submitContactRequest(
      fields,
      submissionRequest(c, locale, pagePath, await readPhotos(form)),
    );
    c.get("log").set({ contact: outcome.kind });
    switch (outcome.kind) {
      case "submitted":
        return c.json(
          // The reference only: the outbox's row id would count the requests.
          {
            status: "submitted",
            reference: outcome.reference,
            message: API_MESSAGES.submitted,
          },
          outcome.duplicate ? 200 : 201,
        );
      case "photos_refused":
        return c.json(
          {
            error: `photos_${outcome.error}`,
            message: API_MESSAGES[`photos_${outcome.error}`],
            photos: outcome.error,
          },
          PHOTO_STATUS[outcome.error],
        );
      case "invalid":
        return c.json(
          { error: "invalid", message: API_MESSAGES.invalid, fields: outcome.errors },
          400,
        );
      default:
        return c.json(
          { error: outcome.kind, message: API_MESSAGES[outcome.kind] },
          STATUS[outcome.kind],
        );
    }
  },
);

/**
 * The form without JavaScript posts to the page it is on. Any other page does not
 * take posts (405, as before this endpoint existed).
 */
contactRoutes.post(
  "*",
  guard(async (c, why) => {
    // Refused for the rate: the page keeps what was typed when that costs little.
    const kept = why === "rate_limited" ? await smallFormFields(c.req.raw) : null;
    const values = kept ? typedValues(kept) : undefined;
    const postedKey = typeof kept?.[IDEMPOTENCY_FIELD] === "string" ? kept[IDEMPOTENCY_FIELD] : "";
    return answerWithPage(
      c,
      { outcome: "failed", ...(values ? { values } : {}) },
      postedKey || newIdempotencyKey(),
      REFUSAL_STATUS[why],
    );
  }),
  async (c) => {
    const body = await readFields(c.req.raw);
    if (body === "too_large")
      return answerWithPage(c, { outcome: "failed" }, newIdempotencyKey(), 413);
    if (!body) return answerWithPage(c, { outcome: "failed" }, newIdempotencyKey(), 400);
    const { fields, form } = body;
    const path = new URL(c.req.url).pathname;
    const resolved = await resolveContactPage(c);
    if (!resolved) return notAllowed(c);
    // The page the request is about (a product's, when the visitor came from one), else this one.
    const about = typeof fields.page_path === "string" ? fields.page_path : path;
    const outcome = await submitContactRequest(
      fields,
      submissionRequest(c, resolved.result.locale, about, await readPhotos(form)),
    );
    c.get("log").set({ contact: outcome.kind });
    const postedKey =
      typeof fields[IDEMPOTENCY_FIELD] === "string" ? fields[IDEMPOTENCY_FIELD] : "";
    // Stored: the next message gets a new key. Not stored: the same message may be sent again.
    const nextKey =
      outcome.kind === "submitted" || outcome.kind === "bad_request"
        ? newIdempotencyKey()
        : postedKey;
    const status =
      outcome.kind === "submitted"
        ? 200
        : outcome.kind === "photos_refused"
          ? PHOTO_STATUS[outcome.error]
          : STATUS[outcome.kind];
    return answerWithPage(c, toResult(outcome, fields), nextKey, status, resolved);
  },
);

/** A path on this site (one leading slash, URL path characters only, bounded): the request's page. */
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,299}$/;

function submissionRequest(
  c: Context<ContactApp>,
  locale: Locale,
  pagePath: string | null,
  photos: Awaited<ReturnType<typeof readPhotos>>,
) {
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

function notAllowed(c: Context<ContactApp>): Response {
  return c.text("Method Not Allowed", 405, { allow: "GET, HEAD" });
}

type ContactPage = NonNullable<Awaited<ReturnType<typeof resolveContactPage>>>;

/** The page at the request's path if it is the contact page, else null. */
async function resolveContactPage(c: Context<ContactApp>) {
  const url = new URL(c.req.url);
  const resolved = await resolvePath(url.pathname, c, url.searchParams);
  const { result } = resolved;
  if (result.status !== 200 || result.data.view !== "contact" || !result.data.contactForm)
    return null;
  return { ...resolved, result: { ...result, data: result.data } };
}

async function answerWithPage(
  c: Context<ContactApp>,
  submission: SubmissionResult,
  idempotencyKey: string,
  status: number,
  contactPage?: ContactPage,
): Promise<Response> {
  const resolved = contactPage ?? (await resolveContactPage(c));
  if (!resolved) return notAllowed(c);
  resolved.result.data = {
    ...resolved.result.data,
    contactForm: {
      ...resolved.result.data.contactForm,
      botCheckSiteKey: resolved.result.data.contactForm?.botCheckSiteKey ?? null,
      idempotencyKey: idempotencyKey || newIdempotencyKey(),
      submission,
    },
  };
  const response = await renderPage(resolved, renderOptions(c));
  // The page carries what the visitor typed: never stored by a cache.
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  return new Response(response.body, { status, headers });
}

function toResult(outcome: SubmissionOutcome, fields: Record<string, unknown>): SubmissionResult {
  if (outcome.kind === "submitted") return { outcome: "submitted", reference: outcome.reference };
  const values = typedValues(fields);
  if (outcome.kind === "invalid") return { outcome: "invalid", errors: outcome.errors, values };
  // The photos must be chosen again (a browser never refills a file field); the text stays.
  if (outcome.kind === "photos_refused")
    return { outcome: "invalid", errors: {}, photoError: outcome.error, values };
  return { outcome: "failed", values };
}
