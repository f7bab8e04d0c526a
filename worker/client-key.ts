/**
 * @module Who a per-visitor rate limit counts: the visitor's address as Cloudflare
 * gives it (`CF-Connecting-IP`). An IPv6 visitor usually holds a whole /64 and can
 * pick a fresh address in it for every request, so IPv6 addresses count by their
 * first 64 bits.
 */

/** The rate-limit key of a request's client: an IPv4 address, or an IPv6 /64. */
export function clientKey(request: Request): string {
  return addressKey(request.headers.get("cf-connecting-ip"));
}

/** The rate-limit key of a client address: itself for IPv4, its /64 for IPv6. */
export function addressKey(raw: string | null | undefined): string {
  const address = raw?.trim() ?? "";
  if (!address) return "unknown";
  if (!address.includes(":")) return address;
  return ipv6Prefix64(address) ?? "unknown";
}

/** `2001:db8:1:2:aaaa::1` → `2001:db8:1:2::/64`; null when it is not an IPv6 address. */
export function ipv6Prefix64(address: string): string | null {
  const plain = address.split("%")[0]?.toLowerCase() ?? "";
  if (!/^[0-9a-f:.]+$/.test(plain)) return null;
  const halves = plain.split("::");
  if (halves.length > 2) return null;
  const groups = (part: string | undefined) => (part ? part.split(":") : []);
  const head = groups(halves[0]);
  const tail = groups(halves[1]);
  // An embedded IPv4 address (`::ffff:192.0.2.1`) is the last 32 bits: the /64 is before it.
  const last = tail.length ? tail[tail.length - 1] : head[head.length - 1];
  const words = head.length + tail.length + (last?.includes(".") ? 1 : 0);
  if (halves.length === 1 && words !== 8) return null;
  if (words > 8) return null;
  const full = [...head, ...Array<string>(8 - words).fill("0"), ...tail];
  const prefix = full.slice(0, 4);
  if (!prefix.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return `${prefix.map((group) => Number.parseInt(group, 16).toString(16)).join(":")}::/64`;
}
