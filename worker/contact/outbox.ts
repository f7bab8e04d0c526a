/**
 * @module The contact outbox in D1: the only module that touches the table
 * (migrations/0001_contact_outbox.sql). A request is stored here before the
 * visitor hears "submitted"; delivery (delivery.ts) claims due rows with a lease,
 * so two runs never send the same row at once, and marks them delivered.
 */
import type { ContactRequest } from "../../shared/contact-form";
import { legacyReference, newReference } from "../../shared/contact-reference";
import type { StoredPhoto } from "./photos";

/** What the outbox keeps until delivery: the form, where it was sent from, its photos. */
export interface OutboxPayload extends ContactRequest {
  locale: string;
  page_url: string | null;
  /** The photos in R2 (their keys, not the images); absent when none were sent. */
  photos?: StoredPhoto[];
  /** The site's origin the request came in on: the photos' links are made on it. */
  site_origin?: string;
}

/** A stored request: its row (for operators and delivery), and the visitor's reference. */
export interface StoredRequest {
  id: number;
  /** The visitor's reference for the request (shared/contact-reference.ts). */
  reference: string;
}

export interface StoreResult extends StoredRequest {
  /** False when a row with this idempotency key existed already. */
  created: boolean;
}

/** Draws of a reference before a store gives up: two requests drawing the same is rare. */
const REFERENCE_DRAWS = 4;

export interface ClaimedRow {
  id: number;
  reference: string;
  attempts: number;
  payload: OutboxPayload;
}

export interface UndeliveredRow {
  id: number;
  created_at: number;
  attempts: number;
  next_attempt_at: number;
  last_error: string | null;
}

/** How long one delivery attempt may hold a row before another run may take it over. */
const LEASE_MS = 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;

/** The wait after `attempts` failed attempts: 30 s, doubling, at most an hour. */
export function backoffMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), MAX_RETRY_MS);
}

/** A bot-check token was used for another request already. */
export class TokenReusedError extends Error {
  constructor() {
    super("bot-check token used before");
    this.name = "TokenReusedError";
  }
}

export class ContactOutbox {
  constructor(private readonly db: D1Database) {}

  /** Stores a request once per idempotency key; a repeat returns the first row. */
  async store(
    key: string,
    payload: OutboxPayload,
    botTokenHash: string | null,
    now: number,
  ): Promise<StoreResult> {
    const existing = await this.stored(key);
    if (existing) return { ...existing, created: false };
    for (let draw = 0; draw < REFERENCE_DRAWS; draw++) {
      const reference = newReference();
      try {
        const row = await this.db
          .prepare(
            `INSERT INTO contact_outbox
               (idempotency_key, bot_token_hash, payload, created_at, next_attempt_at, reference)
             VALUES (?1, ?2, ?3, ?4, ?4, ?5)
             ON CONFLICT (idempotency_key) DO NOTHING
             RETURNING id`,
          )
          .bind(key, botTokenHash, JSON.stringify(payload), now, reference)
          .first<{ id: number }>();
        if (row) return { id: row.id, reference, created: true };
        break;
      } catch (error) {
        if (String(error).includes("bot_token_hash")) throw new TokenReusedError();
        // Another request holds this reference: draw again.
        if (String(error).includes("reference")) continue;
        throw error;
      }
    }
    // Two identical posts raced: the other one stored it.
    const raced = await this.stored(key);
    if (!raced) throw new Error("outbox: no row stored after a conflicting insert");
    return { ...raced, created: false };
  }

  /**
   * Takes one row for sending if it is undelivered, due at `dueBy` and not held by
   * another run. Leases use the real clock, so a test that runs the schedule "in
   * the future" never takes a row that is being sent right now.
   */
  async claim(id: number, dueBy: number, now: number): Promise<ClaimedRow | null> {
    const row = await this.db
      .prepare(
        `UPDATE contact_outbox
         SET lease_until = ?3, attempts = attempts + 1
         WHERE id = ?1 AND delivered_at IS NULL AND next_attempt_at <= ?2
           AND (lease_until IS NULL OR lease_until <= ?4)
         RETURNING id, attempts, payload, reference`,
      )
      .bind(id, dueBy, now + LEASE_MS, now)
      .first<{ id: number; attempts: number; payload: string; reference: string | null }>();
    if (!row) return null;
    return {
      id: row.id,
      reference: row.reference ?? legacyReference(row.id),
      attempts: row.attempts,
      payload: JSON.parse(row.payload) as OutboxPayload,
    };
  }

  /** Ids of undelivered rows due at `dueBy`, oldest first. */
  async due(dueBy: number, limit: number): Promise<number[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id FROM contact_outbox
         WHERE delivered_at IS NULL AND next_attempt_at <= ?1
         ORDER BY next_attempt_at, id LIMIT ?2`,
      )
      .bind(dueBy, limit)
      .all<{ id: number }>();
    return results.map((row) => row.id);
  }

  /** Delivered: the personal data is dropped, the key stays so a late retry is still recognised. */
  async markDelivered(id: number, cmsId: string | null, now: number): Promise<void> {
    await this.db
      .prepare(
        `UPDATE contact_outbox
         SET delivered_at = ?2, cms_id = ?3, payload = NULL, lease_until = NULL, last_error = NULL
         WHERE id = ?1`,
      )
      .bind(id, now, cmsId)
      .run();
  }

  async markFailed(id: number, attempts: number, reason: string, now: number): Promise<void> {
    await this.db
      .prepare(
        `UPDATE contact_outbox SET lease_until = NULL, last_error = ?2, next_attempt_at = ?3
         WHERE id = ?1 AND delivered_at IS NULL`,
      )
      .bind(id, reason, now + backoffMs(attempts))
      .run();
  }

  /** What operators look at: undelivered rows with their last error, no personal data. */
  async undelivered(limit = 100): Promise<UndeliveredRow[]> {
    const { results } = await this.db
      .prepare(
        `SELECT id, created_at, attempts, next_attempt_at, last_error FROM contact_outbox
         WHERE delivered_at IS NULL ORDER BY id LIMIT ?1`,
      )
      .bind(limit)
      .all<UndeliveredRow>();
    return results;
  }

  /** The request already stored under this idempotency key, if any. */
  async stored(key: string): Promise<StoredRequest | null> {
    const row = await this.db
      .prepare("SELECT id, reference FROM contact_outbox WHERE idempotency_key = ?1")
      .bind(key)
      .first<{ id: number; reference: string | null }>();
    return row ? { id: row.id, reference: row.reference ?? legacyReference(row.id) } : null;
  }
}
