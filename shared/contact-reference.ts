/**
 * @module The reference a visitor gets for a stored contact request: a short code
 * made from the outbox row's id, so the person who answers and the visitor name
 * the same request. The id is mixed with a fixed odd multiplier (a bijection on
 * 30 bits) so that consecutive requests do not show how many came in between.
 */

/** Crockford's base 32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const MIXER = 0x2f6b_4a3d; // odd: multiplying by it modulo 2^30 is reversible
const BITS = 30;

/** `BD-XXX-XXX`: six characters of base 32 (30 bits) for ids up to about a billion. */
export function referenceFor(id: number): string {
  const mixed = Number((BigInt(id) * BigInt(MIXER)) % 2n ** BigInt(BITS));
  let code = "";
  for (let shift = BITS - 5; shift >= 0; shift -= 5) code += ALPHABET[(mixed >> shift) & 31];
  return `BD-${code.slice(0, 3)}-${code.slice(3)}`;
}
