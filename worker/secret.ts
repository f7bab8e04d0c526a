/** @module Bearer tokens and secrets: reading them and comparing them without leaking timing. */

/** The token of an `Authorization: Bearer …` header, or null. */
export function bearerToken(header: string | null | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Compares a presented secret with the expected one in constant time: both are
 * hashed first, so neither the length nor the first differing byte shows in the
 * time taken.
 */
export async function sameSecret(presented: string | null, expected: string): Promise<boolean> {
  if (presented === null || !expected) return false;
  const [a, b] = await Promise.all([sha256(presented), sha256(expected)]);
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= (a[i] ?? 0) ^ (b[i] ?? 0);
  return difference === 0;
}

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
