/**
 * @module The bot-check provider the site uses: Cloudflare Turnstile. The browser
 * loads its script from here (client/contact/bot-check.ts) and the worker's CSP
 * allows this origin when the check is on.
 */
export const BOT_CHECK_ORIGIN = "https://challenges.cloudflare.com";
export const BOT_CHECK_SCRIPT = `${BOT_CHECK_ORIGIN}/turnstile/v0/api.js`;
