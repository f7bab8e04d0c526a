/**
 * The contact endpoint with the bot check on: a second site in workerd with
 * Turnstile keys, whose siteverify URL points at a local stand-in (the only
 * thing mocked, at the network edge). Tokens: "good-…" verify for this host and
 * the "contact" action, "otherhost-…" for another host, "otheraction-…" for
 * another action; anything else fails. Like Turnstile, a token verifies once,
 * except when the same idempotency key asks again.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort, siteSettings, startSite } from "../../scripts/stack.mjs";
import { VALID_FORM } from "../../shared/contact-form.table";
import { cmsContactRequests, cmsUrl } from "../../testing/helpers";

const SITE_KEY = "1x00000000000000000000AA";
const SECRET = "test-secret-for-siteverify";

interface VerifyCall {
  secret: string | null;
  response: string | null;
  remoteip: string | null;
  idempotency_key: string | null;
}

let siteverify: Server;
let site: { url: string; stop(): void };
let persistDir: string;
const calls: VerifyCall[] = [];
/** Every line the site's wrangler printed: its logs. */
const logLines: string[] = [];
/** token → the idempotency key it was first verified with. */
const spent = new Map<string, string>();

function startSiteverify(): Promise<string> {
  siteverify = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", async () => {
      const form = await new Response(Buffer.concat(chunks), {
        headers: { "content-type": req.headers["content-type"] ?? "" },
      }).formData();
      const call: VerifyCall = {
        secret: form.get("secret") as string | null,
        response: form.get("response") as string | null,
        remoteip: form.get("remoteip") as string | null,
        idempotency_key: form.get("idempotency_key") as string | null,
      };
      calls.push(call);
      const answer = (body: Record<string, unknown>) =>
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      const token = call.response ?? "";
      if (call.secret !== SECRET)
        return answer({ success: false, "error-codes": ["invalid-input-secret"] });
      const firstKey = spent.get(token);
      if (firstKey && firstKey !== call.idempotency_key)
        return answer({ success: false, "error-codes": ["timeout-or-duplicate"] });
      spent.set(token, call.idempotency_key ?? "");
      const ok = (hostname: string, action: string) =>
        answer({ success: true, hostname, action, challenge_ts: new Date().toISOString() });
      if (token.startsWith("good-")) return ok("127.0.0.1", "contact");
      if (token.startsWith("otherhost-")) return ok("evil.example", "contact");
      if (token.startsWith("otheraction-")) return ok("127.0.0.1", "login");
      return answer({ success: false, "error-codes": ["invalid-input-response"] });
    });
  });
  return new Promise((resolve) =>
    siteverify.listen(0, "127.0.0.1", () => {
      const address = siteverify.address();
      resolve(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    }),
  );
}

beforeAll(async () => {
  const verifyOrigin = await startSiteverify();
  persistDir = mkdtempSync(join(tmpdir(), "site-botcheck-"));
  site = await startSite({
    port: await freePort(),
    persistDir,
    quiet: !process.env.TEST_VERBOSE,
    onLine: (line) => logLines.push(line),
    settings: siteSettings({
      CMS_GRAPHQL_URL: `${cmsUrl()}/graphql`,
      TURNSTILE_SITE_KEY: SITE_KEY,
      TURNSTILE_SECRET_KEY: SECRET,
      TURNSTILE_VERIFY_URL: `${verifyOrigin}/turnstile/v0/siteverify`,
    }),
  });
}, 120_000);

afterAll(async () => {
  await site?.stop();
  await new Promise((resolve) => siteverify?.close(resolve));
  rmSync(persistDir, { recursive: true, force: true });
});

let visitor = 0;
async function post(token: string | undefined, key = crypto.randomUUID().replaceAll("-", "")) {
  visitor++;
  const response = await fetch(`${site.url}/api/contact`, {
    method: "POST",
    headers: {
      origin: site.url,
      "content-type": "application/json",
      "cf-connecting-ip": `203.0.113.${visitor}`,
    },
    body: JSON.stringify({
      ...VALID_FORM,
      message: `botcheck-${key}: starlings in the barn`,
      idempotency_key: key,
      bot_token: token,
    }),
  });
  const text = await response.text();
  expect(text).not.toMatch(/\n\s+at\s|\.ts:\d+|Error:/);
  return { status: response.status, body: JSON.parse(text) as Record<string, unknown>, key };
}

describe("bot check on", () => {
  it("gives the contact page the site key and allows the provider in the CSP", async () => {
    const response = await fetch(`${site.url}/contact`);
    const html = await response.text();
    expect(html).toContain(`"botCheckSiteKey":"${SITE_KEY}"`);
    expect(response.headers.get("content-security-policy")).toContain(
      "https://challenges.cloudflare.com",
    );
  });

  it("refuses a post without a token", async () => {
    const { status, body } = await post(undefined);
    expect(status).toBe(403);
    expect(body.error).toBe("bot_check_failed");
  });

  it("refuses a bad token, a token for another host and one for another action", async () => {
    for (const token of ["bad-token", "otherhost-1", "otheraction-1"]) {
      const { status, body } = await post(token);
      expect(status, token).toBe(403);
      expect(body.error).toBe("bot_check_failed");
    }
  });

  it("accepts a good token, verified with the secret, the visitor's address and an idempotency key", async () => {
    calls.length = 0;
    const { status, key } = await post("good-first");
    expect(status).toBe(201);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ secret: SECRET, response: "good-first" });
    expect(calls[0]?.remoteip).toMatch(/^203\.0\.113\./);
    expect(calls[0]?.idempotency_key).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    const deadline = Date.now() + 10_000;
    let arrived = 0;
    while (Date.now() < deadline && arrived === 0) {
      arrived = (await cmsContactRequests()).filter((r) =>
        r.message.startsWith(`botcheck-${key}:`),
      ).length;
      if (!arrived) await new Promise((r) => setTimeout(r, 200));
    }
    expect(arrived).toBe(1);
  });

  it("treats a token as single-use: a second request with it is refused", async () => {
    expect((await post("good-once")).status).toBe(201);
    const again = await post("good-once");
    expect(again.status).toBe(403);
  });

  it("a retried post of a stored request is answered as stored, without spending the token again", async () => {
    const first = await post("good-retry");
    calls.length = 0;
    const retry = await post("good-retry", first.key);
    expect([first.status, retry.status]).toEqual([201, 200]);
    expect(retry.body.reference).toBe(first.body.reference);
    expect(calls).toHaveLength(0);
  });

  it("logs ids and reasons, never the visitor's data or tokens", async () => {
    await post("good-logs");
    await new Promise((r) => setTimeout(r, 1000));
    const logs = logLines.join("\n");
    expect(logs).toContain('"event":"contact.stored"');
    expect(logs).toContain('"event":"contact.delivered"');
    expect(logs).toContain('"event":"contact.bot_check_failed"');
    for (const personal of [
      VALID_FORM.email,
      VALID_FORM.contact_person,
      VALID_FORM.business_name,
      "starlings in the barn",
      "good-logs",
      SECRET,
    ]) {
      expect(logs, String(personal)).not.toContain(String(personal));
    }
  });
});
