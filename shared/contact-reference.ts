/**
 * @module The reference a visitor gets for a stored contact request: a short code
 * the person who answers and the visitor both name the request by. It is drawn at
 * random for each request and stored with it (worker/contact/outbox.ts), so two
 * references say nothing of which came first or how many came in between.
 */

/** Crockford's base 32: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";
const BITS = 30;
const MIXER = 0x2f6b_4a3d;

/** `BD-XXX-XXX`: six characters of base 32, from 30 bits. */
function spelled(bits: number): string {
  let code = "";
  for (let shift = BITS - 5; shift >= 0; shift -= 5) code += ALPHABET[(bits >> shift) & 31];
  return `BD-${code.slice(0, 3)}-${code.slice(3)}`;
}

/** A new reference: 30 random bits (about a billion), checked unique where it is stored. */
export function newReference(): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  return spelled(random & (2 ** BITS - 1));
}

/**
 * The reference of a request stored before references were drawn at random (a
 * row without one), made from its row id as it was then, so its visitor's code
 * still names it.
 */
export function legacyReference(id: number): string {
  return spelled(Number((BigInt(id) * BigInt(MIXER)) % 2n ** BigInt(BITS)));
}
