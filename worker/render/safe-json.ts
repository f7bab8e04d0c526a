/**
 * @module JSON that can sit inside a `<script type="application/json">` element:
 * the characters that could close the element or start markup are escaped, so
 * content from the CMS can never inject script.
 */
const UNSAFE: Record<string, string> = {
  "<": "\\u003c",
  ">": "\\u003e",
  "&": "\\u0026",
  "\u2028": "\\u2028",
  "\u2029": "\\u2029",
};

export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => UNSAFE[char]!);
}
