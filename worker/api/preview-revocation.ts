/**
 * @module Signing out ends a preview session on the server too: the session's id
 * is recorded as revoked in KV until the session would have expired anyway, and
 * every request with a preview cookie looks it up (one read; editors' requests
 * are few and bypass every cache anyway). A copy of the cookie, taken before the
 * editor signed out, then opens nothing. KV is eventually consistent: another
 * location may honour the copy for up to a minute.
 */
import type { PreviewSession } from "./preview-session";

const PREFIX = "preview/revoked/";
/** KV keeps nothing for less than a minute. */
const MIN_TTL_SECONDS = 60;

/** Records that `session` has ended; written once per sign-out, never per view. */
export async function revokeSession(
  kv: KVNamespace,
  session: Pick<PreviewSession, "id" | "expires">,
  now = Date.now() / 1000,
): Promise<void> {
  const remaining = Math.ceil(session.expires - now);
  await kv.put(`${PREFIX}${session.id}`, "signed out", {
    expirationTtl: Math.max(MIN_TTL_SECONDS, remaining),
  });
}

export async function isRevoked(kv: KVNamespace, id: string): Promise<boolean> {
  return (await kv.get(`${PREFIX}${id}`)) !== null;
}
