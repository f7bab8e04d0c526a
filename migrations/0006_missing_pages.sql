-- The addresses visitors asked for that have no page (404s), for the operator's
-- report of what to redirect next (worker/redirects/missing-pages.ts). Bounded
-- whatever visitors invent: at most 100 rows a day (a space-saving top list: a
-- new address takes the place of the day's least asked one, with its count), 8
-- days kept, written at most once a minute per isolate from its tally in memory.
CREATE TABLE missing_pages (
  -- The UTC day, as YYYY-MM-DD.
  day TEXT NOT NULL,
  path TEXT NOT NULL,
  -- An upper bound of how often it was asked that day (space-saving counts).
  hits INTEGER NOT NULL,
  PRIMARY KEY (day, path)
);
