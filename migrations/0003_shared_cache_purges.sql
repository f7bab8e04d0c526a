-- The purges the shared cache still owes (worker/shared-cache/purge-queue.ts): a
-- webhook writes the tags it changed here before it answers; a purge call takes
-- them out once the platform accepted it, so a refused or failed call is retried
-- by the next webhook or the cron trigger, never lost. One row per tag: many
-- webhooks naming the same tag wait as one.
CREATE TABLE shared_cache_purges (
  -- A cache tag as the header carries it, or `*purge` / `*invalidate` for everything.
  tag TEXT PRIMARY KEY,
  -- Epoch milliseconds: the last time a change asked for it.
  asked_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Why the last call for it failed (the platform's answer, never content).
  last_error TEXT
);

CREATE INDEX shared_cache_purges_asked ON shared_cache_purges (asked_at);

-- The account's purge budget as the site spends it: the platform refuses calls
-- above its rate (Workers Cache always has the Free tier's: bursts of 25, 5 a
-- minute), so the site keeps its own token bucket and never makes a call it would
-- refuse. One row.
CREATE TABLE shared_cache_purge_budget (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  tokens REAL NOT NULL,
  -- Epoch milliseconds of the last call counted.
  updated_at INTEGER NOT NULL
);

INSERT INTO shared_cache_purge_budget (id, tokens, updated_at) VALUES (1, 25, 0);
