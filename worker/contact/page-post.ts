/**
 * @module The contact form without JavaScript: it posts to the page it is on,
 * and is answered with that page showing what became of the post. This module
 * decides what became of it ({@link FormPost}); the page is answered by the same
 * handler as every page, given to {@link contactPagePosts} (worker/index.ts).
 */
import { type Context, Hono } from "hono";
import {
  IDEMPOTENCY_FIELD,
  newIdempotencyKey,
  type SubmissionResult,
} from "../../shared/contact-form";
import type { Locale } from "../../shared/locales";
import type { SiteApp } from "../env";
import { guard, REFUSAL_STATUS } from "./guard";
import { readPhotos } from "./photos";
import { readFields, smallFormFields, typedValues } from "./posted-body";
import { failureStatus, submissionRequest } from "./request";
import { type SubmissionOutcome, submitContactRequest } from "./submission";

/** What the page shows of a post, the key its form carries next, and the answer's status. */
export interface PostedForm {
  submission: SubmissionResult;
  idempotencyKey: string;
  status: number;
}

/**
 * Handles the post once the page it was sent to is known to be the contact page
 * (in `locale`); a post to any other page is never read.
 */
export type FormPost = (locale: Locale) => Promise<PostedForm>;

/** The page handler: answers the request's page with what became of its form. */
export type AnswerPage = (c: Context<SiteApp>, post: FormPost) => Promise<Response>;

/** Posts to any page: the contact page takes them, any other answers 405. */
export function contactPagePosts(answerPage: AnswerPage) {
  return new Hono<SiteApp>().post(
    "*",
    guard((c, why) =>
      answerPage(c, async () => {
        // Refused for the rate: the page keeps what was typed when that costs little.
        const kept = why === "rate_limited" ? await smallFormFields(c.req.raw) : null;
        const values = kept ? typedValues(kept) : undefined;
        const postedKey =
          typeof kept?.[IDEMPOTENCY_FIELD] === "string" ? kept[IDEMPOTENCY_FIELD] : "";
        return {
          submission: { outcome: "failed", ...(values ? { values } : {}) },
          idempotencyKey: postedKey || newIdempotencyKey(),
          status: REFUSAL_STATUS[why],
        };
      }),
    ),
    (c) => answerPage(c, (locale) => submitPosted(c, locale)),
  );
}

async function submitPosted(c: Context<SiteApp>, locale: Locale): Promise<PostedForm> {
  const body = await readFields(c.req.raw);
  if (body === "too_large") return failed(413);
  if (!body) return failed(400);
  const { fields, form } = body;
  // The page the request is about (a product's, when the visitor came from one), else this one.
  const about =
    typeof fields.page_path === "string" ? fields.page_path : new URL(c.req.url).pathname;
  const outcome = await submitContactRequest(
    fields,
    submissionRequest(c, locale, about, await readPhotos(form)),
  );
  c.get("log").set({ contact: outcome.kind });
  const postedKey = typeof fields[IDEMPOTENCY_FIELD] === "string" ? fields[IDEMPOTENCY_FIELD] : "";
  // Stored: the next message gets a new key. Not stored: the same message may be sent again.
  const freshKey = outcome.kind === "submitted" || outcome.kind === "bad_request";
  return {
    submission: toResult(outcome, fields),
    idempotencyKey: freshKey ? newIdempotencyKey() : postedKey,
    status: outcome.kind === "submitted" ? 200 : failureStatus(outcome),
  };
}

function failed(status: number): PostedForm {
  return { submission: { outcome: "failed" }, idempotencyKey: newIdempotencyKey(), status };
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
