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
  CONTACT_FIELDS,
  type ContactFormInput,
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
  type SubmissionResult,
} from "../../shared/contact-form";
import { MAX_PHOTO_BYTES, type PhotoError } from "../../shared/contact-photos";
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";
import type { SiteApp } from "../env";
import { renderOptions } from "../page-handler";
import { renderPage } from "../render/page";
import { resolvePath } from "../site";
import { readPhotos } from "./photos";
import { isSameOrigin } from "./same-origin";
import { type SubmissionOutcome, submitContactRequest } from "./submission";

type ContactApp = SiteApp;

/** Five fields of at most 5000 characters fit many times over; more is not a contact request. */
const MAX_BODY_BYTES = 32 * 1024;
/**
 * A multipart post carries the photos too: their own limit on top of the fields',
 * plus room for the parts' headers. The fields alone are held to MAX_BODY_BYTES
 * once read (`readFields`).
 */
const MAX_MULTIPART_BYTES = MAX_BODY_BYTES + MAX_PHOTO_BYTES + 64 * 1024;

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
  rate_limited: 429,
  bot_check_failed: 403,
  failed: 503,
} as const;

/** Refused photos: too large is 413, not an image 415, the rest 400. */
const PHOTO_STATUS: Record<PhotoError, 400 | 413 | 415> = {
  too_many: 400,
  too_large: 413,
  not_an_image: 415,
  not_accepted: 400,
};

type Refusal = "forbidden" | "too_large";

/** Origin check and body limit; `refuse` answers in the endpoint's own format. */
function guard(refuse: (c: Context<ContactApp>, why: Refusal) => Response | Promise<Response>) {
  const onError = (c: Context<ContactApp>) => refuse(c, "too_large");
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError });
  const multipartLimit = bodyLimit({ maxSize: MAX_MULTIPART_BYTES, onError });
  const check: MiddlewareHandler<ContactApp> = async (c, next) => {
    if (!isSameOrigin(c.req.raw)) return refuse(c, "forbidden");
    const multipart = (c.req.header("content-type") ?? "").includes("multipart/form-data");
    return (multipart ? multipartLimit : limit)(c, next);
  };
  return check;
}

export const contactRoutes = new Hono<ContactApp>();

contactRoutes.post(
  CONTACT_API_PATH,
  guard((c, why) =>
    c.json({ error: why, message: API_MESSAGES[why] }, why === "forbidden" ? 403 : 413),
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
          {
            status: "submitted",
            id: outcome.id,
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
          outcome.kind === "rate_limited" ? { "retry-after": "60" } : {},
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
  guard((c, why) =>
    answerWithPage(c, { outcome: "failed" }, newIdempotencyKey(), why === "forbidden" ? 403 : 413),
  ),
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
    pageUrl: path ? `${url.origin}${path}` : null,
    origin: url.origin,
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
  const values: ContactFormInput = {};
  for (const name of CONTACT_FIELDS) {
    const value = fields[name];
    if (typeof value === "string") values[name] = value;
  }
  if (outcome.kind === "invalid") return { outcome: "invalid", errors: outcome.errors, values };
  // The photos must be chosen again (a browser never refills a file field); the text stays.
  if (outcome.kind === "photos_refused")
    return { outcome: "invalid", errors: {}, photoError: outcome.error, values };
  return { outcome: "failed", values };
}

interface PostedBody {
  fields: Record<string, unknown>;
  /** The parsed form of a form post, where its photos are; null for JSON. */
  form: FormData | null;
}

/**
 * JSON or a form post, as a flat record of strings (and the form, for its files);
 * null when it is neither; "too_large" when its text fields alone pass the fields'
 * limit (a multipart post may be larger for its photos, its fields may not).
 */
async function readFields(request: Request): Promise<PostedBody | "too_large" | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return typeof body === "object" && body !== null && !Array.isArray(body)
        ? { fields: body as Record<string, unknown>, form: null }
        : null;
    }
    if (
      type.includes("application/x-www-form-urlencoded") ||
      type.includes("multipart/form-data")
    ) {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      let bytes = 0;
      const encoder = new TextEncoder();
      form.forEach((value, name) => {
        if (typeof value !== "string") return;
        fields[name] = value;
        bytes += encoder.encode(name).byteLength + encoder.encode(value).byteLength;
      });
      if (bytes > MAX_BODY_BYTES) return "too_large";
      return { fields, form };
    }
  } catch {
    return null;
  }
  return null;
}
