/**
 * @module Server-side verification of the contact form's bot-check token with a
 * Turnstile-style siteverify call (DESIGN.md, "Interfaces to the outside"). The
 * check is off when no keys are configured (the local default); with keys, every
 * submission needs a token that siteverify accepts for this host and action.
 */
import { BOT_CHECK_ACTION } from "../../shared/contact-form";
import type { Env } from "../env";

const DEFAULT_VERIFY_URL = "https://challenges.cloudflare.com/turnstile/v0/siteverify";
const VERIFY_TIMEOUT_MS = 5000;

export type BotCheckConfig =
  | { enabled: false }
  | { enabled: true; siteKey: string; secretKey: string; verifyUrl: string }
  | { enabled: "misconfigured" };

/** Both keys set: on. Neither: off. Only one: a configuration mistake, which refuses posts. */
export function botCheckConfig(env: Env): BotCheckConfig {
  const siteKey = env.TURNSTILE_SITE_KEY || "";
  const secretKey = env.TURNSTILE_SECRET_KEY || "";
  if (!siteKey && !secretKey) return { enabled: false };
  if (!siteKey || !secretKey) return { enabled: "misconfigured" };
  return {
    enabled: true,
    siteKey,
    secretKey,
    verifyUrl: env.TURNSTILE_VERIFY_URL || DEFAULT_VERIFY_URL,
  };
}

export type Verdict =
  | { ok: true }
  | { ok: false; reason: "missing" | "rejected" | "hostname" | "action" | "unavailable" };

interface SiteverifyAnswer {
  success?: boolean;
  hostname?: string;
  action?: string;
  "error-codes"?: string[];
}

/**
 * Asks siteverify about one token. The idempotency key is the submission's own,
 * so if this call is retried (by us or by a retried POST) siteverify answers the
 * same instead of calling the once-only token spent.
 */
export async function verifyBotToken(
  config: Extract<BotCheckConfig, { enabled: true }>,
  input: {
    token: string | undefined;
    remoteIp: string | null;
    hostname: string;
    idempotencyKey: string;
  },
): Promise<Verdict> {
  if (!input.token) return { ok: false, reason: "missing" };
  const form = new FormData();
  form.set("secret", config.secretKey);
  form.set("response", input.token);
  form.set("idempotency_key", await toUuid(input.idempotencyKey));
  if (input.remoteIp) form.set("remoteip", input.remoteIp);
  let answer: SiteverifyAnswer;
  try {
    const response = await fetch(config.verifyUrl, {
      method: "POST",
      body: form,
      signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
    });
    if (!response.ok) return { ok: false, reason: "unavailable" };
    answer = (await response.json()) as SiteverifyAnswer;
  } catch {
    return { ok: false, reason: "unavailable" };
  }
  if (answer.success !== true) return { ok: false, reason: "rejected" };
  if (answer.hostname !== input.hostname) return { ok: false, reason: "hostname" };
  if (answer.action !== BOT_CHECK_ACTION) return { ok: false, reason: "action" };
  return { ok: true };
}

/**
 * SHA-256 as hex: the outbox keeps a token's hash to refuse a second use (never the
 * token itself), and a hash of the content in the idempotency key.
 */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

/** siteverify wants a UUID: the same submission key always gives the same one. */
async function toUuid(key: string): Promise<string> {
  const hex = (await sha256Hex(`idempotency:${key}`)).slice(0, 32);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
