-- Addresses that moved because an editor renamed a record's slug
-- (worker/redirects/): what the site last knew of each record's path per locale,
-- and the old paths that now lead to a new one. Written only when the content
-- service says so (its webhooks, the hourly read of the published lists), never
-- by a visitor's request.
CREATE TABLE record_paths (
  -- The model as webhooks name it (product, for-who, …) and the record's id
  -- there (its documentId on Strapi 5, shared by its locales).
  model TEXT NOT NULL,
  record TEXT NOT NULL,
  locale TEXT NOT NULL,
  -- The record's path in that locale, as the route table builds it.
  path TEXT NOT NULL,
  -- Epoch milliseconds.
  seen_at INTEGER NOT NULL,
  PRIMARY KEY (model, record, locale)
);

CREATE TABLE slug_redirects (
  -- An old path; never a live record's (a record taking it over removes the row).
  from_path TEXT PRIMARY KEY,
  -- Where it leads now: chains are collapsed on write, so one hop always.
  to_path TEXT NOT NULL,
  model TEXT NOT NULL,
  record TEXT NOT NULL,
  locale TEXT NOT NULL,
  -- Epoch milliseconds of the rename.
  created_at INTEGER NOT NULL
);

CREATE INDEX slug_redirects_to ON slug_redirects (to_path);

-- When the published lists were last read: once an hour at most (the cron).
CREATE TABLE record_paths_synced (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  synced_at INTEGER NOT NULL
);
