/**
 * @module A month of edge traffic from the unit costs `npm run costs` measures
 * (scripts/edge-costs.mjs): how often each page's shared copy is renewed and each
 * content answer refreshed, by the presets' lifetimes and the pages' rates of
 * views, and what that costs (docs/caching.md, "Cost at a million page views").
 */

/** Zipf (s = 1) shares of `n` pages. */
function zipf(n) {
  const weights = Array.from({ length: n }, (_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / total);
}

const MONTH_S = 30 * 86400;
export const TRAFFIC = {
  views: 1_000_000,
  pages: 2000,
  editsPerDay: 300,
  bulkPerMonth: 4,
  bulkSize: 300,
};
/** The presets' edge lifetimes (max-age + stale-while-revalidate): a record's page, a list. */
const PRESETS = [
  { share: 0.8, maxAge: 300 },
  { share: 0.2, maxAge: 60 },
];

const LOCALES = 8;
/** CONTENT_FRESH_SECONDS: a content answer read less often than this is refreshed on each read. */
const FRESH_S = 60;

/**
 * How often something read at `rate` (per second) is renewed when a copy lives
 * `life` seconds: a copy lives `life`, then the next read renews it.
 */
const renewals = (rate, life) => (rate > 0 ? MONTH_S / (life + 1 / rate) : 0);

/**
 * A month of traffic from unit costs. `cookieless`: the share of views asked
 * without any cookie (crawlers, a visit's first view), which the gateway's own
 * cache answers after this build's front cache; 0 in the scenario, where
 * Bot Fight Mode gives every visitor a cookie.
 */
export function month(unit, design, { cookieless = 0 } = {}) {
  const shares = zipf(TRAFFIC.pages);
  const edits = TRAFFIC.editsPerDay * 30;
  const bulkWebhooks = TRAFFIC.bulkPerMonth * TRAFFIC.bulkSize;
  const singleWebhooks = edits - bulkWebhooks;
  // Each page's rate of worker runs that read content: every view before; after,
  // each renewal of its shared copy (a revalidation, or a render after a purge).
  const runRates = [];
  for (const p of shares) {
    const rate = (TRAFFIC.views * p) / MONTH_S;
    if (design === "before") runRates.push(rate);
    else
      runRates.push(
        PRESETS.reduce(
          (sum, { share, maxAge }) => sum + share * (renewals(rate, maxAge) / MONTH_S),
          0,
        ),
      );
  }
  const runs = runRates.reduce((sum, rate) => sum + rate * MONTH_S, 0);
  // The gateway runs for every view with a cookie, and for each renewal of its own
  // copy of a page for views without one (the same lifetimes, a share of the rate).
  const frontRenewals =
    design === "before" || !unit.viewWithoutCookies
      ? 0
      : shares.reduce((sum, p) => {
          const rate = (TRAFFIC.views * p * cookieless) / MONTH_S;
          return (
            sum + PRESETS.reduce((s, { share, maxAge }) => s + share * renewals(rate, maxAge), 0)
          );
        }, 0);
  const gatewayRuns =
    design === "before"
      ? TRAFFIC.views
      : TRAFFIC.views * (1 - cookieless) * unit.viewWithOwnCookies.gateway +
        TRAFFIC.views * cookieless * (unit.viewWithoutCookies?.gateway ?? 1) +
        frontRenewals;
  // An edit purges its record's pages (about 3: its own, a list, a relation): each
  // is rendered once more at its next view instead of revalidated.
  const editRenders = design === "before" ? 0 : Math.min(edits * 3, runs);
  const renders = design === "before" ? runs : editRenders;
  const revalidations = design === "before" ? 0 : runs - editRenders;
  // Content-service calls: each answer refreshed at most once per FRESH_S when read.
  const recordRefreshes = runRates.reduce((sum, rate) => sum + renewals(rate, FRESH_S), 0);
  const localeRate = runRates.reduce((sum, rate) => sum + rate, 0) / LOCALES;
  const layoutRefreshes = LOCALES * renewals(localeRate, FRESH_S);
  const layoutCalls = Math.max(0, unit.renderStaleContent.cms - unit.renderStaleRecord.cms);
  const recordCalls = unit.renderStaleRecord.cms;
  const rev = unit.revalidation ?? unit.renderStaleRecord;
  const webhookWrites =
    singleWebhooks * unit.webhook.kvWrites + TRAFFIC.bulkPerMonth * unit.bulk300.kvWrites;
  const row = {
    workerInvocations: design === "before" ? TRAFFIC.views : gatewayRuns + runs,
    renders,
    revalidations,
    kvReads: renders * unit.renderStaleRecord.kvReads + revalidations * rev.kvReads,
    kvWrites: webhookWrites + runs * unit.viewWithOwnCookies.kvWrites,
    cmsCalls: recordRefreshes * recordCalls + layoutRefreshes * layoutCalls,
    purgeCalls:
      design === "before"
        ? singleWebhooks + bulkWebhooks
        : singleWebhooks * unit.webhook.purgesAccepted +
          TRAFFIC.bulkPerMonth * unit.bulk300.purgesAccepted,
    purgesRefused:
      design === "before" ? TRAFFIC.bulkPerMonth * Math.max(0, TRAFFIC.bulkSize - 25) : 0,
  };
  return Object.fromEntries(Object.entries(row).map(([k, x]) => [k, Math.round(x)]));
}
