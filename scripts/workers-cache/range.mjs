/**
 * Byte ranges as the stand-in for Workers Cache answers them: the worker never sees
 * `Range`; the cache slices the full body ("Range requests" on the configuration
 * page). One range of the `bytes` unit only; anything else is answered in full.
 */

/**
 * What a `Range` header asks of a body `length` bytes long: `{ kind: "full" }` (no
 * header, several ranges, another unit, malformed), `{ kind: "partial", start, end }`
 * (inclusive) or `{ kind: "unsatisfiable" }`.
 */
export function parseRange(header, length) {
  if (typeof header !== "string") return { kind: "full" };
  const match = /^\s*bytes\s*=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return { kind: "full" };
  const [, first, last] = match;
  if (first === "" && last === "") return { kind: "full" };
  if (first === "") {
    // bytes=-n: the last n bytes; -0 asks for nothing.
    const suffix = Number(last);
    if (suffix === 0 || length === 0) return { kind: "unsatisfiable" };
    return { kind: "partial", start: Math.max(0, length - suffix), end: length - 1 };
  }
  const start = Number(first);
  const end = last === "" ? length - 1 : Number(last);
  if (end < start) return { kind: "full" };
  if (start >= length) return { kind: "unsatisfiable" };
  return { kind: "partial", start, end: Math.min(end, length - 1) };
}

/**
 * Whether an `If-Range` lets the range apply: it must name the stored copy by its
 * strong `ETag` or its exact `Last-Modified` (RFC 9110 §13.1.5); absent, it does.
 */
export function ifRangeHolds(ifRange, headers) {
  if (ifRange === undefined) return true;
  const value = ifRange.trim();
  if (value.startsWith('"')) return value === headers.etag;
  return headers["last-modified"] !== undefined && value === headers["last-modified"];
}
