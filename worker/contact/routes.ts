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
import { DEFAULT_LOCALE, isLocale, type Locale } from "../../shared/locales";
import type { SiteApp } from "../env";
import { renderPage } from "../render/page";
import { resolvePath } from "../site";
import { botCheckConfig } from "./bot-check";
import { isSameOrigin } from "./same-origin";
import { type SubmissionOutcome, submitContactRequest } from "./submission";

type ContactApp = SiteApp;

/** Five fields of at most 5000 characters fit many times over; more is not a contact request. */
const MAX_BODY_BYTES = 32 * 1024;

/** The API's answers. English, for API clients; the browser shows its own translations. */
const API_MESSAGES = {
  submitted: "Your request was submitted. You will hear from us!",
  invalid: "Enter a valid company name, contact person, e-mail address and message.",
  bad_request: "The request is not a contact form.",
  forbidden: "Only forms on this site may post here.",
  too_large: "The request is too large.",
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

type Refusal = "forbidden" | "too_large";

/** Origin check and body limit; `refuse` answers in the endpoint's own format. */
function guard(refuse: (c: Context<ContactApp>, why: Refusal) => Response | Promise<Response>) {
  const limit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => refuse(c, "too_large") });
  const check: MiddlewareHandler<ContactApp> = async (c, next) => {
    if (!isSameOrigin(c.req.raw)) return refuse(c, "forbidden");
    return limit(c, next);
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
    const fields = await readFields(c.req.raw);
    if (!fields) return c.json({ error: "bad_request", message: API_MESSAGES.bad_request }, 400);
    const locale = isLocale(fields.locale) ? fields.locale : DEFAULT_LOCALE;
    const pagePath = typeof fields.page_path === "string" ? fields.page_path : null;
    const outcome = await submitContactRequest(fields, submissionRequest(c, locale, pagePath));
    c.get("log").set({ contact: outcome.kind });
    switch (outcome.kind) {
      case "submitted":
        return c.json(
          { status: "submitted", id: outcome.id, message: API_MESSAGES.submitted },
          outcome.duplicate ? 200 : 201,
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
    const fields = await readFields(c.req.raw);
    if (!fields) return answerWithPage(c, { outcome: "failed" }, newIdempotencyKey(), 400);
    const path = new URL(c.req.url).pathname;
    const resolved = await resolveContactPage(c);
    if (!resolved) return notAllowed(c);
    // The page the request is about (a product's, when the visitor came from one), else this one.
    const about = typeof fields.page_path === "string" ? fields.page_path : path;
    const outcome = await submitContactRequest(
      fields,
      submissionRequest(c, resolved.result.locale, about),
    );
    c.get("log").set({ contact: outcome.kind });
    const postedKey =
      typeof fields[IDEMPOTENCY_FIELD] === "string" ? fields[IDEMPOTENCY_FIELD] : "";
    // Stored: the next message gets a new key. Not stored: the same message may be sent again.
    const nextKey =
      outcome.kind === "submitted" || outcome.kind === "bad_request"
        ? newIdempotencyKey()
        : postedKey;
    const status = outcome.kind === "submitted" ? 200 : STATUS[outcome.kind];
    return answerWithPage(c, toResult(outcome, fields), nextKey, status, resolved);
  },
);

/** A path on this site (one leading slash, URL path characters only, bounded): the request's page. */
const PAGE_PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]{0,299}$/;

function submissionRequest(c: Context<ContactApp>, locale: Locale, pagePath: string | null) {
  const url = new URL(c.req.url);
  // A page path is one line: control characters (CR, LF) are dropped, not passed on.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: those are what is dropped.
  const line = pagePath?.replace(/[\u0000-\u001f\u007f]+/g, "");
  const path = line && PAGE_PATH.test(line) ? line : null;
  return {
    env: c.env,
    waitUntil: (promise: Promise<unknown>) => c.executionCtx.waitUntil(promise),
    requestId: c.get("log").id,
    remoteIp: c.req.header("cf-connecting-ip") ?? null,
    hostname: url.hostname,
    locale,
    pageUrl: path ? `${url.origin}${path}` : null,
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
  const url = new URL(c.req.url);
  const response = await renderPage(resolved, {
    origin: url.origin,
    search: url.search.slice(1),
    requestId: c.get("log").id,
    tagManagerId: c.env.TAG_MANAGER_ID || undefined,
    botCheck: botCheckConfig(c.env).enabled === true,
    report: c.var.report,
  });
  // The page carries what the visitor typed: never stored by a cache.
  const headers = new Headers(response.headers);
  headers.set("cache-control", "no-store");
  return new Response(response.body, { status, headers });
}

function toResult(outcome: SubmissionOutcome, fields: Record<string, unknown>): SubmissionResult {
  if (outcome.kind === "submitted") return { outcome: "submitted" };
  const values: ContactFormInput = {};
  for (const name of CONTACT_FIELDS) {
    const value = fields[name];
    if (typeof value === "string") values[name] = value;
  }
  if (outcome.kind === "invalid") return { outcome: "invalid", errors: outcome.errors, values };
  return { outcome: "failed", values };
}

/** JSON or a form post, as a flat record of strings; null when it is neither. */
async function readFields(request: Request): Promise<Record<string, unknown> | null> {
  const type = request.headers.get("content-type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body: unknown = await request.json();
      return typeof body === "object" && body !== null && !Array.isArray(body)
        ? (body as Record<string, unknown>)
        : null;
    }
    if (
      type.includes("application/x-www-form-urlencoded") ||
      type.includes("multipart/form-data")
    ) {
      const form = await request.formData();
      const fields: Record<string, unknown> = {};
      form.forEach((value, name) => {
        if (typeof value === "string") fields[name] = value;
      });
      return fields;
    }
  } catch {
    return null;
  }
  return null;
}
