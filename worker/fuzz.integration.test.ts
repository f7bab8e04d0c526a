/**
 * Generated hostile input (fast-check) against the running worker: thousands of
 * odd paths (traversal, encoded slashes, null bytes, invalid percent-encoding, odd
 * Unicode, overlong), unknown methods, generated query strings and bodies for
 * every API, generated cookies on pages and APIs, and generated return paths and
 * paths for the preview endpoints. Nothing may answer 5xx or show a stack trace;
 * APIs answer a malformed request with a 4xx JSON message; a redirect never
 * leaves the site.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { siteUrl, WEBHOOK_SECRET } from "../testing/helpers";
import { leaksInternals, pool, type RawResponse, rawRequest } from "../testing/raw-http";

const PATHS = 2000;
const BODIES = 500;
const CONCURRENCY = 6;
/** Fixed so a failure can be replayed; FUZZ_SEED overrides it. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261122);

const SEGMENTS = [
  "",
  ".",
  "..",
  "%2e%2e",
  "%2E%2E",
  ".%2e",
  "%2e.",
  "%252e%252e",
  "..%2F..%2Fetc%2Fpasswd",
  "%2F",
  "%2f%2f",
  "%5C",
  "..\\..\\",
  "%00",
  "a%00b",
  "%",
  "%zz",
  "%e2%82",
  "%c0%ae%c0%ae",
  "%ff%fe",
  "%ED%A0%80",
  "products",
  "producten",
  "pigeon-spikes",
  "nl",
  "de",
  "en-US",
  "xx-YY",
  "api",
  "route-data",
  "layout",
  "uploads",
  "assets",
  "blogs",
  "faq",
  "manuals",
  "contact",
  "installer-map",
  "sitemap.xml",
  "%E2%80%AE",
  "%EF%BB%BF",
  "%F0%9F%90%A6",
  "%C3%A9t%C3%A9",
  "index.html",
  "?",
  "#",
  ";a=b",
  "*",
];

/** A path a browser or a scanner might send: mostly vocabulary, some random bytes. */
const segment = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...SEGMENTS) },
  {
    weight: 2,
    arbitrary: fc
      .string({ unit: "binary", maxLength: 12 })
      .map((text) => encodeURIComponent(text).replace(/%2F/g, "/")),
  },
  {
    weight: 1,
    arbitrary: fc.stringMatching(/^[a-zA-Z0-9._~!$&'()*+,;=:@-]{0,20}$/),
  },
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 9000 }).map((n) => "a".repeat(n)) },
);
const pathArb = fc
  .tuple(fc.array(segment, { minLength: 1, maxLength: 8 }), fc.boolean(), fc.option(fc.string()))
  .map(([segments, trailing, query]) => {
    const path = `/${segments.join("/")}${trailing ? "/" : ""}`;
    return query === null ? path : `${path}?${encodeURIComponent(query).replace(/%3D/g, "=")}`;
  });

function sample<T>(arb: fc.Arbitrary<T>, count: number, offset = 0): T[] {
  return fc.sample(arb, { numRuns: count, seed: SEED + offset });
}

function expectSafe(what: string, response: RawResponse) {
  expect(response.status, `${what} → ${response.status}`).toBeLessThan(500);
  expect(response.status, `${what} → ${response.status}`).toBeGreaterThanOrEqual(200);
  expect(leaksInternals(response.body), `${what} leaks: ${response.body.slice(0, 300)}`).toBe(
    false,
  );
}

function expectJsonError(what: string, response: RawResponse) {
  expectSafe(what, response);
  if (response.status >= 400 && response.status !== 405) {
    expect(String(response.headers["content-type"]), what).toMatch(/^application\/json/);
    const body = JSON.parse(response.body) as { error?: unknown; status?: unknown };
    // Route data for a path with no page is a result like any other (status 404).
    const result = what.startsWith("GET /api/route-data") && body.status === response.status;
    if (!result) expect(typeof body.error, `${what}: ${response.body}`).toBe("string");
  }
}

const origin = () => siteUrl();

describe("generated paths and methods", () => {
  it(`${PATHS} generated paths never give a 5xx or a stack trace`, async () => {
    const paths = sample(pathArb, PATHS);
    const statuses = new Map<number, number>();
    await pool(paths, CONCURRENCY, async (path) => {
      const response = await rawRequest(origin(), path);
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expectSafe(`GET ${path.slice(0, 200)}`, response);
    });
    // The corpus reaches real pages too, not only errors.
    expect(statuses.get(404)).toBeGreaterThan(0);
    console.info("fuzz paths:", Object.fromEntries(statuses));
  }, 600_000);

  it("unknown methods on pages answer 405 with Allow", async () => {
    const paths = [
      "/",
      "/products/pigeon-spikes",
      "/nl/producten",
      "/faq",
      ...sample(pathArb, 40, 1),
    ];
    const cases = paths.flatMap((path) =>
      ["PUT", "DELETE", "PATCH"].map((method) => ({ path, method })),
    );
    await pool(cases, CONCURRENCY, async ({ path, method }) => {
      const response = await rawRequest(origin(), path, { method, body: "x" });
      expectSafe(`${method} ${path}`, response);
      if (!path.startsWith("/api/")) {
        expect(response.status, `${method} ${path}`).toBe(405);
        expect(response.headers.allow, `${method} ${path}`).toMatch(/GET/);
      }
    });
  }, 300_000);
});

/** Bodies an API might receive: JSON of any shape, wrong types, broken JSON, big ones. */
const bodyArb: fc.Arbitrary<{ type: string; body: string }> = fc.oneof(
  fc.jsonValue().map((value) => ({ type: "application/json", body: JSON.stringify(value) })),
  fc
    .record(
      {
        business_name: fc.oneof(fc.string(), fc.integer(), fc.constant(null)),
        contact_person: fc.oneof(fc.string(), fc.array(fc.string())),
        email: fc.oneof(fc.emailAddress(), fc.string()),
        phone: fc.oneof(fc.string(), fc.object()),
        message: fc.oneof(fc.string({ maxLength: 3000 }), fc.boolean()),
        locale: fc.oneof(fc.constantFrom("en", "nl", "xx"), fc.string()),
        idempotency_key: fc.oneof(fc.uuid(), fc.string()),
        event: fc.oneof(
          fc.constantFrom("entry.update", "entry.publish", "media.create"),
          fc.string(),
        ),
        model: fc.oneof(fc.constantFrom("product", "menu", "page"), fc.string()),
        entry: fc.oneof(fc.object(), fc.string()),
        token: fc.string(),
        path: fc.oneof(
          fc.string(),
          fc.constantFrom("/\t/evil.example/x", "/\n/x", "//evil.example", "/\\evil", "/%09/x"),
          fc.integer({ min: 2000, max: 20_000 }).map((n) => `/${"a".repeat(n)}`),
        ),
      },
      { requiredKeys: [] },
    )
    .map((value) => ({ type: "application/json", body: JSON.stringify(value) })),
  fc.string().map((text) => ({ type: "application/json", body: `{${text}` })),
  fc.string().map((text) => ({ type: "application/x-www-form-urlencoded", body: text })),
  fc.string().map((text) => ({ type: "text/plain", body: text })),
  fc.integer({ min: 40_000, max: 200_000 }).map((n) => ({
    type: "application/json",
    body: JSON.stringify({ message: "x".repeat(n) }),
  })),
);

const POST_APIS = [
  { path: "/api/contact", headers: () => ({ origin: origin() }) },
  { path: "/api/cms-webhook", headers: () => ({ authorization: `Bearer ${WEBHOOK_SECRET}` }) },
  { path: "/api/cms-webhook", headers: () => ({}) },
  { path: "/api/preview/sign-in", headers: () => ({ accept: "application/json" }) },
  // From the site's own pages, each post from its own address (past the rate limit).
  { path: "/api/preview/sign-in", headers: () => ({ origin: origin(), ...anyAddress() }) },
  { path: "/api/preview/sign-out", headers: () => ({ origin: origin(), ...anyAddress() }) },
];

function anyAddress(): Record<string, string> {
  const byte = () => Math.floor(Math.random() * 256);
  return { "cf-connecting-ip": `10.${byte()}.${byte()}.${byte()}` };
}

/** A redirect's target: a path of this site, nothing a browser could read as another host. */
function expectSitePath(what: string, response: RawResponse) {
  if (response.status < 300 || response.status >= 400) return;
  const location = String(response.headers.location ?? "");
  expect(location, what).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
  expect(location.length, what).toBeLessThanOrEqual(2048 * 3);
}

describe("generated bodies for every API", () => {
  for (const [index, api] of POST_APIS.entries()) {
    it(`POST ${api.path} (${Object.keys(api.headers()).join(", ") || "no credentials"}): ${BODIES} generated bodies, no 5xx, JSON errors`, async () => {
      const bodies = sample(bodyArb, BODIES, 10 + index);
      const statuses = new Map<number, number>();
      await pool(bodies, CONCURRENCY, async ({ type, body }) => {
        const response = await rawRequest(origin(), api.path, {
          method: "POST",
          headers: { "content-type": type, ...api.headers() },
          body,
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expectJsonError(`POST ${api.path} ${body.slice(0, 120)}`, response);
        expectSitePath(`POST ${api.path} ${body.slice(0, 120)}`, response);
      });
      console.info(`fuzz ${api.path}:`, Object.fromEntries(statuses));
    }, 600_000);
  }

  const query = fc.oneof(
    pathArb,
    fc.string().map((text) => encodeURIComponent(text)),
    fc.constantFrom("", "//evil.example", "/%00", "/..%2F..", "https://evil.example/"),
  );
  const GET_APIS: { name: string; build: (value: string) => string }[] = [
    {
      name: "/api/route-data",
      build: (value) => `/api/route-data?path=${encodeURIComponent(value)}`,
    },
    { name: "/api/route-data (raw)", build: (value) => `/api/route-data?path=${value}` },
    { name: "/api/layout/:locale", build: (value) => `/api/layout/${encodeURIComponent(value)}` },
    { name: "/api/seller-finder", build: (value) => `/api/seller-finder?${value}` },
  ];
  const finderQuery = fc
    .array(
      fc.tuple(
        fc.constantFrom(
          "locale",
          "kind",
          "type",
          "country",
          "near",
          "page",
          "q",
          "looking_for",
          "x",
        ),
        fc.oneof(
          fc.string(),
          fc.constantFrom("nl", "en", "-1", "1e9", "52.1,5.1", "NaN,NaN", "999,999"),
        ),
      ),
      { maxLength: 6 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join("&"));

  for (const [index, api] of GET_APIS.entries()) {
    it(`GET ${api.name}: ${BODIES} generated inputs, no 5xx, JSON errors`, async () => {
      const values =
        api.name === "/api/seller-finder"
          ? sample(finderQuery, BODIES, 20 + index)
          : sample(query, BODIES, 20 + index);
      const statuses = new Map<number, number>();
      await pool(values, CONCURRENCY, async (value) => {
        const path = api.build(value);
        const response = await rawRequest(origin(), path);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        expectJsonError(`GET ${path.slice(0, 200)}`, response);
      });
      console.info(`fuzz ${api.name}:`, Object.fromEntries(statuses));
    }, 600_000);
  }
});

/** Preview cookies a visitor could send: broken encodings, NUL, made-up sessions, huge ones. */
const cookieValue = fc.oneof(
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "a%00b",
      "%",
      "%zz",
      "%E2%82",
      "v1.",
      "v1.AAAA",
      '"quoted"',
      "%0d%0aSet-Cookie:%20x=1",
      "local-dev-cms-token",
      "=",
      "",
    ),
  },
  { weight: 2, arbitrary: fc.string({ unit: "binary", maxLength: 40 }).map(encodeURIComponent) },
  { weight: 2, arbitrary: fc.stringMatching(/^v1\.[A-Za-z0-9_-]{40,300}$/) },
  { weight: 2, arbitrary: fc.stringMatching(/^[\x21-\x3a\x3c-\x7e]{0,60}$/) },
  { weight: 1, arbitrary: fc.integer({ min: 1000, max: 3500 }).map((n) => "x".repeat(n)) },
);
const cookieHeader = fc
  .tuple(cookieValue, fc.boolean(), fc.constantFrom("nl", "xx", "%00", ""))
  .map(([value, twice, locale]) =>
    twice
      ? `editor_preview=${value}; locale=${locale}; editor_preview=${value}`
      : `editor_preview=${value}`,
  );

const COOKIE_TARGETS = [
  "/",
  "/products/pigeon-spikes",
  "/de/blogs/tierschonende-vogelabwehr",
  "/no-such-page",
  "/api/route-data?path=%2F",
  "/api/layout/en",
  "/api/seller-finder?locale=en",
];

describe("generated cookies and preview paths", () => {
  it(`${BODIES} generated preview cookies on pages and APIs: no 5xx, never a preview`, async () => {
    const cases = sample(cookieHeader, BODIES, 40).map((cookie, i) => ({
      cookie,
      path: COOKIE_TARGETS[i % COOKIE_TARGETS.length] ?? "/",
    }));
    const statuses = new Map<number, number>();
    await pool(cases, CONCURRENCY, async ({ cookie, path }) => {
      const response = await rawRequest(origin(), path, { headers: { cookie } });
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const what = `GET ${path} cookie ${cookie.slice(0, 120)}`;
      if (path.startsWith("/api/")) expectJsonError(what, response);
      else expectSafe(what, response);
      // None of these is a session the site issued: no draft, no preview marker.
      expect(response.body, what).not.toContain('class="preview-marker"');
    });
    console.info("fuzz cookies:", Object.fromEntries(statuses));
  }, 600_000);

  it("generated paths under /api/preview/: no 5xx, JSON errors", async () => {
    const paths = sample(pathArb, 200, 41);
    const statuses = new Map<number, number>();
    await pool(paths, CONCURRENCY, async (path) => {
      for (const method of ["GET", "POST"]) {
        const target = `/api/preview${path}`;
        const response = await rawRequest(origin(), target, {
          method,
          headers: { origin: origin(), "content-type": "application/x-www-form-urlencoded" },
          body: method === "POST" ? "path=%2F&token=x" : undefined,
        });
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        // `..` and `\` may lead out of /api/ (URLs are normalised): a page answers there.
        const what = `${method} ${target.slice(0, 200)}`;
        if (new URL(target, origin()).pathname.startsWith("/api/")) expectJsonError(what, response);
        else expectSafe(what, response);
      }
    });
    console.info("fuzz /api/preview/*:", Object.fromEntries(statuses));
  }, 600_000);
});
