/**
 * @module The content-security-policy nonce: every response has its own, 128
 * random bits in base64, so every nonce has the same length. That is what lets a
 * page stored in the HTML cache be given a fresh one on the way out by writing it
 * over the stored one's bytes, at offsets found once when the page was stored: no
 * decoding, no search, no re-encoding per visitor.
 */

const ENCODER = new TextEncoder();
/** 16 random bytes in base64. */
const NONCE_LENGTH = 24;
/** The nonce in a page's policy. */
const POLICY_NONCE = /'nonce-([A-Za-z0-9+/=]{16,})'/;

export function makeNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The nonce a stored page's policy names, if it is one this rule made. */
export function nonceOfPolicy(policy: string | null): string | null {
  const nonce = POLICY_NONCE.exec(policy ?? "")?.[1];
  return nonce && nonce.length === NONCE_LENGTH ? nonce : null;
}

/**
 * The byte offsets of every nonce attribute's value in a page. The nonce is 128
 * random bits and appears only in nonce attributes (and the header): where its
 * string is, an attribute is, without parsing the page.
 */
export function nonceOffsets(page: Uint8Array, nonce: string): number[] {
  const needle = ENCODER.encode(`nonce="${nonce}"`);
  const skip = 'nonce="'.length;
  const offsets: number[] = [];
  const first = needle[0] ?? 0;
  outer: for (
    let i = page.indexOf(first);
    i >= 0 && i <= page.length - needle.length;
    i = page.indexOf(first, i + 1)
  ) {
    for (let j = 1; j < needle.length; j++) if (page[i + j] !== needle[j]) continue outer;
    offsets.push(i + skip);
  }
  return offsets;
}

/** Whether the stored nonce is at every offset (and there is at least one). */
export function noncesAt(page: Uint8Array, offsets: number[], nonce: string): boolean {
  const bytes = ENCODER.encode(nonce);
  if (offsets.length === 0) return false;
  return offsets.every(
    (offset) =>
      Number.isInteger(offset) &&
      offset >= 0 &&
      offset + bytes.length <= page.length &&
      bytes.every((byte, i) => page[offset + i] === byte),
  );
}

/** A copy of a stored page with a fresh nonce written at every offset. */
export function withNonce(
  page: Uint8Array,
  offsets: number[],
  nonce: string,
): Uint8Array<ArrayBuffer> {
  const fresh = ENCODER.encode(nonce);
  if (fresh.length !== NONCE_LENGTH) throw new Error("a nonce must be 16 bytes in base64");
  const copy = page.slice();
  for (const offset of offsets) copy.set(fresh, offset);
  return copy;
}

/** A stored page's policy with its nonce replaced by the fresh one. */
export function policyWithNonce(policy: string, stored: string, nonce: string): string {
  return policy.replaceAll(`'nonce-${stored}'`, `'nonce-${nonce}'`);
}
