/**
 * The preview cookie's attributes over HTTPS and over plain http, with a small
 * GraphQL endpoint standing in for the content service.
 */
import { createServer, type Server } from "node:http";
import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Env, readSettings, type SiteApp } from "../env";
import { RequestLog } from "../log";
import { preview } from "./preview";

/** Cloudflare's rate-limit binding, always allowing: its limits are tested in workerd. */
const ALLOW: RateLimit = { limit: async () => ({ success: true }) };

let server: Server;
let env: Env;

beforeAll(async () => {
  server = createServer((req, res) => {
    const ok = req.headers.authorization === "Bearer editor-token";
    res
      .writeHead(ok ? 200 : 401, { "content-type": "application/json" })
      .end(
        JSON.stringify(ok ? { data: { menu: { data: null } } } : { errors: [{ message: "no" }] }),
      );
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  env = {
    CMS_GRAPHQL_URL: `http://127.0.0.1:${port}/graphql`,
    // The stand-in above answers in Strapi 4's shape.
    CMS_STRAPI_VERSION: "4",
    PREVIEW_SECRET: "a-test-secret-of-at-least-32-characters",
    PREVIEW_SIGN_IN_RATE_LIMIT: ALLOW,
    PREVIEW_VIEW_RATE_LIMIT: ALLOW,
  } as Env;
});

afterAll(() => new Promise((r) => server.close(r)));

const app = new Hono<SiteApp>();
app.use(async (c, next) => {
  c.set("log", new RequestLog("test"));
  // As request-context.ts does for every request: these requests carry no cookie.
  c.set("settings", readSettings(c.env));
  c.set("preview", { session: "none" });
  await next();
});
app.route("/api/preview", preview);

function signIn(origin: string, token: string, environment: Env = env) {
  return app.request(
    `${origin}/api/preview/sign-in`,
    {
      method: "POST",
      headers: { "content-type": "application/json", origin },
      body: JSON.stringify({ token }),
    },
    environment,
  );
}

describe("preview cookie", () => {
  it("is Secure over HTTPS", async () => {
    const response = await signIn("https://site.example", "editor-token");
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toContain("Secure");
    expect(cookie).toContain("HttpOnly");
    expect(cookie).toContain("SameSite=Lax");
    expect(cookie).toContain("Max-Age=604800");
  });

  it("is not Secure over plain http, so local development works", async () => {
    const response = await signIn("http://127.0.0.1:8787", "editor-token");
    expect(response.headers.get("set-cookie")).not.toContain("Secure");
  });

  it("is not set for a token the content service refuses", async () => {
    const response = await signIn("https://site.example", "someone-else");
    expect(response.status).toBe(401);
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("is removed on sign-out, Secure over HTTPS", async () => {
    const response = await app.request(
      "https://site.example/api/preview/sign-out",
      {
        method: "POST",
        headers: { accept: "application/json", origin: "https://site.example" },
      },
      env,
    );
    expect(response.status).toBe(200);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^editor_preview=;/);
    expect(cookie).toContain("Max-Age=0");
    expect(cookie).toContain("Secure");
  });

  it("is never issued without a site secret: sign-in answers 503 and the log says why", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const response = await signIn("https://site.example", "editor-token", {
      ...env,
      PREVIEW_SECRET: undefined,
    });
    expect(response.status).toBe(503);
    expect(response.headers.get("set-cookie")).toBeNull();
    expect(errors.mock.calls.flat().join("\n")).toContain("preview.secret_missing");
    errors.mockRestore();
  });
});
