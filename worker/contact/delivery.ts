/**
 * @module Forwarding the outbox to the content service with `createContactRequest`
 * (cms/CONTRACT.md, "Contact requests"). Each row is claimed before it is sent
 * and marked delivered after the content service accepted it; a failure sets the
 * next attempt after a backoff. Runs right after a request is stored (waitUntil)
 * and from the cron trigger every minute.
 */

import { ContentServiceError, operation, requestContent } from "../content/graphql-client";
import type { Settings } from "../env";
import { logEvent } from "../log";
import type { ClaimedRow, ContactOutbox } from "./outbox";
import { photoLinks } from "./photos";

export const CREATE_CONTACT_REQUEST = operation(
  "createContactRequest",
  `mutation createContactRequest($data: ContactRequestInput!) {
    createContactRequest(data: $data) { data { id } }
  }`,
);

/** Rows per scheduled run: stays well below a worker's subrequest limit. */
const BATCH_SIZE = 40;
const PARALLEL = 4;

export interface DeliveryReport {
  delivered: number;
  failed: number;
}

/** Sends one row if it is still due and nobody else is sending it. */
export async function deliverOne(
  outbox: ContactOutbox,
  settings: Settings,
  id: number,
  dueBy: number = Date.now(),
): Promise<"delivered" | "failed" | "skipped"> {
  const row = await outbox.claim(id, dueBy, Date.now());
  if (!row) return "skipped";
  try {
    const data = await contactRequestInput(row, settings.contactPhotoSecret);
    const answer = await requestContent(settings, CREATE_CONTACT_REQUEST, { data });
    const cmsId = answer.createContactRequest?.data?.id ?? null;
    await outbox.markDelivered(row.id, cmsId, Date.now());
    logEvent("info", "contact.delivered", { outboxId: row.id, attempts: row.attempts });
    return "delivered";
  } catch (error) {
    const reason = failureReason(error);
    // A failure to write the failure leaves the lease to expire: the row is retried then.
    await outbox.markFailed(row.id, row.attempts, reason, Date.now()).catch((writeError) =>
      logEvent("error", "contact.outbox_write_failed", {
        outboxId: row.id,
        error: writeError instanceof Error ? writeError.name : "unknown",
      }),
    );
    logEvent("warn", "contact.delivery_failed", {
      outboxId: row.id,
      attempts: row.attempts,
      reason,
    });
    return "failed";
  }
}

/** One scheduled run: every row due at `dueBy` (the schedule's time), a few at a time. */
export async function deliverDue(
  outbox: ContactOutbox,
  settings: Settings,
  dueBy: number,
): Promise<DeliveryReport> {
  const ids = await outbox.due(dueBy, BATCH_SIZE);
  const report: DeliveryReport = { delivered: 0, failed: 0 };
  for (let start = 0; start < ids.length; start += PARALLEL) {
    const outcomes = await Promise.all(
      ids.slice(start, start + PARALLEL).map((id) => deliverOne(outbox, settings, id, dueBy)),
    );
    for (const outcome of outcomes) {
      if (outcome === "delivered") report.delivered++;
      if (outcome === "failed") report.failed++;
    }
  }
  if (ids.length) logEvent("info", "contact.outbox_run", { due: ids.length, ...report });
  return report;
}

/**
 * The mutation's input: the form as stored, its reference, and its photos as
 * signed links made now (so each link's lifetime starts at delivery).
 */
async function contactRequestInput(row: ClaimedRow, secret: string | undefined) {
  const { photos = [], site_origin: origin, ...fields } = row.payload;
  if (photos.length && (!secret || !origin))
    throw new PhotoLinkError("photos: no signing secret or origin");
  const links =
    photos.length && secret && origin ? await photoLinks(secret, origin, photos, Date.now()) : [];
  return { ...fields, reference: row.reference, photos: links.length ? links : null };
}

/** The photos' links cannot be made (CONTACT_PHOTO_SECRET removed): the row waits for the fix. */
class PhotoLinkError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "PhotoLinkError";
  }
}

/**
 * Why an attempt failed, for the outbox's `last_error` and the logs: the reason and
 * status only. (The content service's validation messages name fields, not values.)
 */
function failureReason(error: unknown): string {
  if (error instanceof ContentServiceError) {
    return error.reason === "graphql"
      ? `graphql: ${error.message.slice(0, 300)}`
      : `${error.reason}${error.status ? ` ${error.status}` : ""}`;
  }
  return error instanceof Error ? error.name : "unknown";
}
