/**
 * @module JSON that can sit inside a `<script type="application/json">` element:
 * the characters that could close the element or start markup are escaped, so
 * content from the CMS can never inject script.
 *
 * Most of a page's embedded data (its menu, settings and record) is content this
 * isolate shares between requests, frozen (cache/frozen.ts); the JSON of such a
 * part is written once and kept beside it. Only the few objects made for this
 * request around them are written each time.
 */
import { isShared } from "../cache/frozen";

const UNSAFE = /[<>&\u2028\u2029]/;

function escapeForScript(json: string): string {
  if (!UNSAFE.test(json)) return json;
  return json
    .replaceAll("<", "\\u003c")
    .replaceAll(">", "\\u003e")
    .replaceAll("&", "\\u0026")
    .replaceAll("\u2028", "\\u2028")
    .replaceAll("\u2029", "\\u2029");
}

/** The escaped JSON of shared values, by identity. */
const sharedJson = new WeakMap<object, string>();

/** Past this depth a request's own objects are written whole (they are small by then). */
const MAX_DEPTH = 4;

export function safeJson(value: unknown): string {
  return write(value, 0) ?? "null";
}

/** As JSON.stringify writes it, escaped; undefined where JSON.stringify leaves a value out. */
function write(value: unknown, depth: number): string | undefined {
  if (typeof value !== "object" || value === null) {
    const json = JSON.stringify(value) as string | undefined;
    return json === undefined ? undefined : escapeForScript(json);
  }
  if (isShared(value)) {
    let json = sharedJson.get(value);
    if (json === undefined) {
      json = escapeForScript(JSON.stringify(value));
      sharedJson.set(value, json);
    }
    return json;
  }
  const prototype = Object.getPrototypeOf(value);
  if (depth >= MAX_DEPTH || (prototype !== Object.prototype && prototype !== null))
    return escapeForScript(JSON.stringify(value)); // arrays, dates (toJSON) and the like: as JSON does
  const parts: string[] = [];
  for (const key of Object.keys(value)) {
    const json = write((value as Record<string, unknown>)[key], depth + 1);
    if (json !== undefined) parts.push(`${escapeForScript(JSON.stringify(key))}:${json}`);
  }
  return `{${parts.join(",")}}`;
}
