/**
 * @module `POST /api/contact`: the contact form with JavaScript, answered in
 * JSON. English messages, for API clients; the browser shows its own translations.
 */
import { Hono } from "hono";
import { CONTACT_API_PATH } from "../../shared/contact-form";
import { DEFAULT_LOCALE, isLocale } from "../../shared/locales";
import type { SiteApp } from "../env";
import { guard, REFUSAL_STATUS } from "./guard";
import { readPhotos } from "./photos";
import { readFields } from "./posted-body";
import { failureStatus, submissionRequest } from "./request";
import { submitContactRequest } from "./submission";

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

export const contactApi = new Hono<SiteApp>();

contactApi.post(
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
          failureStatus(outcome),
        );
      case "invalid":
        return c.json(
          { error: "invalid", message: API_MESSAGES.invalid, fields: outcome.errors },
          400,
        );
      default:
        return c.json(
          { error: outcome.kind, message: API_MESSAGES[outcome.kind] },
          failureStatus(outcome),
        );
    }
  },
);
