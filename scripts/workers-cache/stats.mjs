/**
 * The stand-in's record of what it asked of the worker (per path, per entrypoint),
 * its revalidations and the purge calls it took or refused, served at `GET /stats`:
 * how the tests tell that a hit never ran the worker and that purges kept within
 * the platform's limits.
 */
import { pathOf } from "./calls.mjs";

const perEntrypoint = () => ({ total: 0, invocations: {} });

/** `stats` keeps its identity across resets, so it can be served as it stands. */
export function invocationStats() {
  const stats = {};
  return {
    stats,
    /** Empties the record, with a line for each of `names` (the configured entrypoints). */
    reset(names) {
      const entrypoints = {};
      for (const name of names) entrypoints[name] = perEntrypoint();
      Object.assign(stats, {
        total: 0,
        invocations: {},
        revalidations: [],
        entrypoints,
        purges: { accepted: 0, refused: 0, calls: [] },
      });
    },
    /** A line for an entrypoint a deploy adds; before the first reset there is none to add to. */
    addEntrypoint(name) {
      if (stats.entrypoints && !stats.entrypoints[name]) stats.entrypoints[name] = perEntrypoint();
    },
    /** One request handed to the worker. */
    count(call) {
      const path = pathOf(call.url);
      const mine = stats.entrypoints[call.entrypoint];
      stats.total++;
      stats.invocations[path] = (stats.invocations[path] ?? 0) + 1;
      mine.total++;
      mine.invocations[path] = (mine.invocations[path] ?? 0) + 1;
    },
    revalidated(entrypoint, path, status) {
      stats.revalidations.push({ entrypoint, path, status });
    },
    /** A purge or invalidate call, taken (`success`) or refused. */
    purged(record, success) {
      stats.purges[success ? "accepted" : "refused"]++;
      stats.purges.calls.push(record);
    },
  };
}
