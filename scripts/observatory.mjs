#!/usr/bin/env node
/**
 * Starts the stack (scripts/stack.mjs) on free ports with fresh local state, fetches
 * one URL per page kind, scores each response's headers as Mozilla's HTTP
 * Observatory does (scripts/observatory-score.mjs) and prints a table. Also checks
 * the cookies: the preview cookie the worker sets (HttpOnly, SameSite=Lax, Path=/,
 * Max-Age; Secure on HTTPS) and that no response opens CORS. Exits 1 when any row
 * scores below {@link MIN_SCORE}.
 */
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { scoreResponse } from "./observatory-score.mjs";
import { freePort, ROOT, startStack } from "./stack.mjs";

/** A+ is 100; the site's policy (`default-src 'none'`, no unsafe source) earns 120. */
const MIN_SCORE = 120;

const PAGES = [
  ["home", "/"],
  ["content page", "/trees-for-all"],
  ["product", "/products/pigeon-spikes"],
  ["solution", "/solutions/pigeons-on-buildings"],
  ["for who", null],
  ["blog", null],
  ["manual", "/manuals/installing-pigeon-spikes"],
  ["FAQ", "/faq"],
  ["FAQ article", null],
  ["downloads", "/downloads"],
  ["contact", "/contact"],
  ["installer map", "/where-to-buy"],
  ["search page", "/search?q=pigeon"],
  ["404", "/no-such-page-here"],
  ["route-data API", "/api/route-data?path=%2F"],
  ["layout API", "/api/layout/en"],
  ["search API", "/api/search?q=pigeon&locale=en"],
  ["upload", null],
];

const persistDir = mkdtempSync(join(tmpdir(), "observatory-"));
const stack = await startStack({
  port: await freePort(),
  persistDir,
  quiet: !process.env.OBSERVATORY_VERBOSE,
});
let failed = false;
try {
  // Blog and FAQ article slugs come from the page that links to them.
  const links = async (path, pattern) => {
    const html = await (await fetch(`${stack.siteUrl}${path}`)).text();
    return html.match(pattern)?.[1] ?? null;
  };
  const blog = await links("/blogs", /href="(\/blogs\/[^"?#]+)"/);
  const audience = await links("/", /href="(\/for-whom\/[^"?#]+)"/);
  const faqArticle = await links("/faq", /href="(\/faq\/[^"?#]+\/[^"?#]+)"/);
  const upload = await links("/manuals/installing-pigeon-spikes", /\ssrc="(\/uploads\/[^"?#\s]+)"/);
  for (const page of PAGES) {
    if (page[0] === "blog") page[1] = blog;
    if (page[0] === "for who") page[1] = audience;
    if (page[0] === "FAQ article") page[1] = faqArticle;
    if (page[0] === "upload") page[1] = upload;
  }

  const rows = [];
  for (const [kind, path] of PAGES) {
    if (!path) {
      rows.push({ kind, path: "(not found)", status: "-", score: 0, grade: "F", notes: "no URL" });
      failed = true;
      continue;
    }
    const url = `${stack.siteUrl}${path}`;
    const response = await fetch(url, { redirect: "manual" });
    const body = await response.text();
    const expected = kind === "404" ? 404 : 200;
    const { score, grade, tests } = scoreResponse({ headers: response.headers, body, url });
    const notes = tests
      .filter((test) => test.modifier !== 0)
      .map((test) => `${test.result} (${test.modifier > 0 ? "+" : ""}${test.modifier})`);
    if (response.status !== expected) {
      notes.unshift(`status ${response.status}, expected ${expected}`);
      failed = true;
    }
    if (score < MIN_SCORE) failed = true;
    rows.push({ kind, path, status: response.status, score, grade, notes: notes.join(", ") });
  }

  // The preview cookie: as narrow as it can be.
  const signIn = await fetch(`${stack.siteUrl}/api/preview/sign-in`, {
    method: "POST",
    // As the site's own pages post it: sign-in takes no other posts.
    headers: {
      "content-type": "application/json",
      accept: "application/json",
      origin: stack.siteUrl,
    },
    body: JSON.stringify({ token: "local-dev-cms-token" }),
  });
  const cookie = signIn.headers.getSetCookie().find((c) => c.startsWith("editor_preview=")) ?? "";
  const attrs = cookie
    .toLowerCase()
    .split(";")
    .map((a) => a.trim());
  const cookieProblems = [
    ["HttpOnly", attrs.includes("httponly")],
    ["SameSite=Lax", attrs.includes("samesite=lax")],
    ["Path=/", attrs.includes("path=/")],
    ["Max-Age", attrs.some((a) => a.startsWith("max-age="))],
    ["no Secure on http (set on https)", !attrs.includes("secure")],
  ]
    .filter(([, ok]) => !ok)
    .map(([name]) => name);
  const previewScore = scoreResponse({
    headers: signIn.headers,
    body: "",
    url: `${stack.siteUrl}/api/preview/sign-in`,
  });
  rows.push({
    kind: "preview sign-in",
    path: "/api/preview/sign-in",
    status: signIn.status,
    score: previewScore.score,
    grade: previewScore.grade,
    notes: cookieProblems.length
      ? `preview cookie lacks ${cookieProblems.join(", ")}`
      : `preview cookie: ${cookie.replace(/^editor_preview=[^;]*/, "editor_preview=…")}`,
  });
  if (signIn.status !== 200 || cookieProblems.length || previewScore.score < MIN_SCORE)
    failed = true;

  // The locale cookie is written by the browser; check the one place that writes it.
  const switcher = readFileSync(join(ROOT, "client/layout/locale-switcher.tsx"), "utf8");
  const localeCookie = /document\.cookie = `([^`]*)`/.exec(switcher)?.[1] ?? "";
  const localeOk = ["path=/", "max-age=", "samesite=lax", "secure"].every((a) =>
    localeCookie.includes(a),
  );
  rows.push({
    kind: "locale cookie",
    path: "(client)",
    status: "-",
    score: "-",
    grade: localeOk ? "ok" : "F",
    notes: localeCookie.replace(/\s+/g, " "),
  });
  if (!localeOk) failed = true;

  const widths = { kind: 16, path: 44, status: 6, score: 5, grade: 5 };
  const line = (r) =>
    `${String(r.kind).padEnd(widths.kind)} ${String(r.path).slice(0, widths.path).padEnd(widths.path)} ${String(r.status).padEnd(widths.status)} ${String(r.score).padStart(widths.score)} ${String(r.grade).padEnd(widths.grade)} ${r.notes}`;
  console.log(
    line({
      kind: "page kind",
      path: "path",
      status: "status",
      score: "score",
      grade: "grade",
      notes: "modifiers",
    }),
  );
  for (const row of rows) console.log(line(row));
  console.log(
    failed
      ? `\nobservatory: FAILED (every page kind must score ${MIN_SCORE} or more)`
      : `\nobservatory: every page kind ${MIN_SCORE} or more (A+)`,
  );
} finally {
  stack.stop();
  rmSync(persistDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
