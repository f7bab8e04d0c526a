/**
 * The control port's `POST /purge` and `POST /invalidate`, answered `{ success,
 * errors }` as `ctx.cache` does: one entrypoint's cache, within the account's
 * limits (purge-limits.mjs), each call recorded. Apart from the store because the
 * limits and the record belong to the account, not to any one cache.
 */
import { checkPurgeCall } from "./purge-limits.mjs";
import { MARK } from "./respond.mjs";

/**
 * `store`: store.mjs's; `bucket`: the account's token bucket; `maxPerCall`: the
 * operations a call may name; `purged(record, success)`: records a call.
 *
 * Returns `purgeCall(req, action, text)` (`action`: "purge" or "invalidate";
 * `text`: the body). A call marked `x-workers-cache-harness: 1` is the test
 * harness's own (emptying the cache between tests): it takes no token and is not
 * recorded; the worker never sends the mark.
 */
export function purger({ store, bucket, maxPerCall, purged, clock }) {
  return function purgeCall(req, action, text) {
    const entrypoint = req.headers[`${MARK}entrypoint`] ?? "default";
    const harness = req.headers[`${MARK}harness`] === "1";
    const record = {
      at: clock(),
      action,
      entrypoint,
      tags: 0,
      pathPrefixes: 0,
      everything: false,
      accepted: false,
    };
    const counted = (result) => {
      if (!harness) purged(record, result.success);
      return result;
    };
    const refuse = (error) => {
      Object.assign(record, { error });
      return counted({ success: false, errors: [error] });
    };
    let options;
    try {
      options = JSON.parse(text || "{}");
    } catch {
      return refuse({ code: 400, message: "malformed options" });
    }
    if (typeof options === "object" && options !== null)
      Object.assign(record, {
        tags: Array.isArray(options.tags) ? options.tags.length : 0,
        pathPrefixes: Array.isArray(options.pathPrefixes) ? options.pathPrefixes.length : 0,
        everything: options.purgeEverything === true,
      });
    if (!store.has(entrypoint))
      return refuse({ code: 400, message: `no entrypoint ${entrypoint}` });
    // Every call that reaches the API takes a token, even one refused below: the
    // harsher reading of a rate limit on requests.
    if (!harness && !bucket.take())
      return refuse({
        code: 429,
        message: "purge rate limit: the Free plan's 5 a minute, 25 at once",
      });
    const checked = checkPurgeCall(options, maxPerCall);
    if (checked.error) return refuse(checked.error);
    store.sweep(entrypoint, action, checked);
    record.accepted = true;
    return counted({ success: true, errors: [] });
  };
}
