/**
 * @module A preview link is used once (migrations/0004_preview_link_uses.sql): the
 * first use records the session it opens, in D1, whose writes are seen by the
 * next request wherever it arrives; a later use opens nothing new. The browser
 * holding that session may follow the link again (Strapi's Preview frame
 * reloads it after every save); anyone else is told to click Preview again.
 */

export type LinkUse =
  | { readonly first: true }
  | { readonly first: false; readonly sessionId: string };

/**
 * Records that the link with `signature` opens `sessionId`, unless it was used
 * before: then the session it opened. Expired links' rows go on the way. `db`:
 * the site's one D1 database (bound as CONTACT_OUTBOX).
 * `expiresAt`, `now`: epoch seconds.
 */
export async function recordLinkUse(
  db: D1Database,
  signature: string,
  sessionId: string,
  expiresAt: number,
  now: number,
): Promise<LinkUse> {
  const [, inserted] = await db.batch<{ session_id: string }>([
    db.prepare("DELETE FROM preview_link_uses WHERE expires_at < ?1").bind(Math.floor(now)),
    db
      .prepare(
        `INSERT INTO preview_link_uses (signature, session_id, expires_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (signature) DO NOTHING
         RETURNING session_id`,
      )
      .bind(signature, sessionId, expiresAt),
  ]);
  if (inserted?.results.length) return { first: true };
  const row = await db
    .prepare("SELECT session_id FROM preview_link_uses WHERE signature = ?1")
    .bind(signature)
    .first<{ session_id: string }>();
  // Gone between the two statements only if it expired: used, and by nobody now.
  return { first: false, sessionId: row?.session_id ?? "" };
}
