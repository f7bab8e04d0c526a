/**
 * Scores one response's headers the way Mozilla's HTTP Observatory does (its
 * published scoring, https://developer.mozilla.org/en-US/observatory/docs/tests_and_scoring):
 * start at 100, apply each test's modifier, bonuses only when the score before them
 * is at least 90. Tests: CSP, cookies, CORS, redirection, Referrer-Policy, HSTS,
 * SRI, X-Content-Type-Options, X-Frame-Options, CORP.
 */

/** @param {string} csp */
function parseCsp(csp) {
  const directives = new Map();
  for (const part of csp.split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !directives.has(name.toLowerCase()))
      directives.set(
        name.toLowerCase(),
        sources.map((s) => s.toLowerCase()),
      );
  }
  return directives;
}

function cspTest(headers) {
  const csp = headers.get("content-security-policy");
  if (!csp) return { test: "csp", result: "csp-not-implemented", modifier: -25 };
  const d = parseCsp(csp);
  const script = d.get("script-src") ?? d.get("default-src") ?? ["*"];
  const nonceOrHash = script.some((s) => /^'(nonce|sha256|sha384|sha512)-/.test(s));
  const strictDynamic = script.includes("'strict-dynamic'");
  if (script.includes("'unsafe-inline'") && !nonceOrHash)
    return { test: "csp", result: "csp-implemented-with-unsafe-inline", modifier: -20 };
  if (
    script.some((s) => s === "*" || s === "http:" || s === "https:" || s === "data:") &&
    !strictDynamic
  )
    return { test: "csp", result: "csp-implemented-with-insecure-scheme", modifier: -20 };
  if (script.includes("'unsafe-eval'"))
    return { test: "csp", result: "csp-implemented-with-unsafe-eval", modifier: -10 };
  const style = d.get("style-src") ?? d.get("default-src") ?? ["*"];
  if (style.includes("'unsafe-inline'"))
    return {
      test: "csp",
      result: "csp-implemented-with-unsafe-inline-in-style-src-only",
      modifier: -5,
    };
  // Plugins may load anything unless object-src is 'none': scored like unsafe styles.
  const object = d.get("object-src") ?? d.get("default-src") ?? ["*"];
  if (!(object.length === 1 && object[0] === "'none'"))
    return { test: "csp", result: "csp-implemented-with-object-src-not-none", modifier: -5 };
  const defaultNone = (d.get("default-src") ?? []).join(" ") === "'none'";
  return defaultNone
    ? { test: "csp", result: "csp-implemented-with-no-unsafe-default-src-none", modifier: 10 }
    : { test: "csp", result: "csp-implemented-with-no-unsafe", modifier: 0 };
}

function cookiesTest(headers, https) {
  const cookies = typeof headers.getSetCookie === "function" ? headers.getSetCookie() : [];
  if (cookies.length === 0) return { test: "cookies", result: "cookies-not-found", modifier: 0 };
  for (const cookie of cookies) {
    const attrs = cookie
      .toLowerCase()
      .split(";")
      .map((a) => a.trim());
    const sameSite = attrs.find((a) => a.startsWith("samesite="));
    if (sameSite && !["samesite=lax", "samesite=strict", "samesite=none"].includes(sameSite))
      return { test: "cookies", result: "cookies-samesite-flag-invalid", modifier: -20 };
    if (https && !attrs.includes("secure"))
      return { test: "cookies", result: "cookies-without-secure-flag", modifier: -20 };
    if (!attrs.includes("httponly"))
      return { test: "cookies", result: "cookies-session-without-httponly-flag", modifier: -30 };
    if (!sameSite)
      return { test: "cookies", result: "cookies-secure-with-httponly-sessions", modifier: 0 };
  }
  return {
    test: "cookies",
    result: "cookies-secure-with-httponly-sessions-and-samesite",
    modifier: 5,
  };
}

function corsTest(headers) {
  const origin = headers.get("access-control-allow-origin");
  if (!origin) return { test: "cors", result: "cors-not-implemented", modifier: 0 };
  if (origin === "*" && !headers.get("access-control-allow-credentials"))
    return { test: "cors", result: "cors-implemented-with-public-access", modifier: 0 };
  return { test: "cors", result: "cors-implemented-with-universal-access", modifier: -50 };
}

/** The site behind Cloudflare redirects http to https at the edge; locally there is no http→https hop. */
function redirectionTest(https) {
  return https
    ? { test: "redirection", result: "redirection-all-redirects-preloaded", modifier: 0 }
    : { test: "redirection", result: "redirection-not-needed-no-http", modifier: 0 };
}

function referrerTest(headers) {
  const value = (headers.get("referrer-policy") ?? "").toLowerCase().split(",").pop()?.trim();
  if (!value)
    return { test: "referrer-policy", result: "referrer-policy-not-implemented", modifier: 0 };
  if (
    ["no-referrer", "same-origin", "strict-origin", "strict-origin-when-cross-origin"].includes(
      value,
    )
  )
    return { test: "referrer-policy", result: "referrer-policy-private", modifier: 5 };
  if (["origin", "origin-when-cross-origin", "no-referrer-when-downgrade"].includes(value))
    return {
      test: "referrer-policy",
      result: "referrer-policy-no-referrer-when-downgrade",
      modifier: 0,
    };
  return { test: "referrer-policy", result: "referrer-policy-unsafe", modifier: -5 };
}

function hstsTest(headers) {
  const value = headers.get("strict-transport-security");
  if (!value)
    return { test: "strict-transport-security", result: "hsts-not-implemented", modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? Number.NaN);
  if (!Number.isFinite(maxAge))
    return { test: "strict-transport-security", result: "hsts-header-invalid", modifier: -20 };
  if (maxAge < 15_768_000)
    return {
      test: "strict-transport-security",
      result: "hsts-implemented-max-age-less-than-six-months",
      modifier: -10,
    };
  return {
    test: "strict-transport-security",
    result: "hsts-implemented-max-age-at-least-six-months",
    modifier: 0,
  };
}

function sriTest(headers, body, origin) {
  if (!/^text\/html/.test(headers.get("content-type") ?? ""))
    return {
      test: "subresource-integrity",
      result: "sri-not-implemented-response-not-html",
      modifier: 0,
    };
  const scripts = [...body.matchAll(/<script\b[^>]*\bsrc=["']?([^"'\s>]+)[^>]*>/gi)].map((m) => ({
    src: m[1],
    integrity: /\bintegrity=/.test(m[0]),
  }));
  if (scripts.length === 0)
    return {
      test: "subresource-integrity",
      result: "sri-not-implemented-and-external-scripts-not-loaded-securely",
      modifier: 0,
    };
  const external = scripts.filter((s) => new URL(s.src, origin).origin !== origin);
  if (external.some((s) => new URL(s.src, origin).protocol === "http:"))
    return {
      test: "subresource-integrity",
      result: "sri-not-implemented-and-external-scripts-loaded-insecurely",
      modifier: -50,
    };
  if (external.some((s) => !s.integrity))
    return {
      test: "subresource-integrity",
      result: "sri-not-implemented-but-external-scripts-loaded-securely",
      modifier: -5,
    };
  if (external.length > 0)
    return {
      test: "subresource-integrity",
      result: "sri-implemented-and-external-scripts-loaded-securely",
      modifier: 5,
    };
  return {
    test: "subresource-integrity",
    result: "sri-not-implemented-but-all-scripts-loaded-from-secure-origin",
    modifier: 0,
  };
}

function xctoTest(headers) {
  return (headers.get("x-content-type-options") ?? "").toLowerCase() === "nosniff"
    ? { test: "x-content-type-options", result: "x-content-type-options-nosniff", modifier: 0 }
    : {
        test: "x-content-type-options",
        result: "x-content-type-options-not-implemented",
        modifier: -5,
      };
}

function xfoTest(headers) {
  const csp = parseCsp(headers.get("content-security-policy") ?? "");
  const ancestors = csp.get("frame-ancestors");
  if (ancestors && !ancestors.includes("*"))
    return { test: "x-frame-options", result: "x-frame-options-implemented-via-csp", modifier: 5 };
  const xfo = (headers.get("x-frame-options") ?? "").toLowerCase();
  if (xfo === "deny" || xfo === "sameorigin")
    return { test: "x-frame-options", result: "x-frame-options-sameorigin-or-deny", modifier: 0 };
  return { test: "x-frame-options", result: "x-frame-options-not-implemented", modifier: -20 };
}

function corpTest(headers) {
  const value = (headers.get("cross-origin-resource-policy") ?? "").toLowerCase();
  if (!value)
    return { test: "cross-origin-resource-policy", result: "corp-not-implemented", modifier: 0 };
  if (["same-origin", "same-site", "cross-origin"].includes(value))
    return {
      test: "cross-origin-resource-policy",
      result: `corp-implemented-with-${value}`,
      modifier: 0,
    };
  return { test: "cross-origin-resource-policy", result: "corp-header-invalid", modifier: -5 };
}

/**
 * @param {{ headers: Headers, body: string, url: string }} response
 * @returns {{ score: number, grade: string, tests: { test: string, result: string, modifier: number }[] }}
 */
export function scoreResponse({ headers, body, url }) {
  const { origin, protocol } = new URL(url);
  const https = protocol === "https:";
  const tests = [
    cspTest(headers),
    cookiesTest(headers, https),
    corsTest(headers),
    redirectionTest(https),
    referrerTest(headers),
    hstsTest(headers),
    sriTest(headers, body, origin),
    xctoTest(headers),
    xfoTest(headers),
    corpTest(headers),
  ];
  let score = 100;
  for (const test of tests) if (test.modifier < 0) score += test.modifier;
  if (score >= 90) for (const test of tests) if (test.modifier > 0) score += test.modifier;
  return { score: Math.max(0, score), grade: grade(score), tests };
}

/** The Observatory's grade chart. */
export function grade(score) {
  const chart = [
    [100, "A+"],
    [90, "A"],
    [85, "A-"],
    [80, "B+"],
    [70, "B"],
    [65, "B-"],
    [60, "C+"],
    [50, "C"],
    [45, "C-"],
    [40, "D+"],
    [30, "D"],
    [25, "D-"],
  ];
  return chart.find(([min]) => score >= min)?.[1] ?? "F";
}
