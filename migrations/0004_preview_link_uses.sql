-- Each preview link the CMS signed, once it has opened a session
-- (worker/api/preview-link-uses.ts): a link opens one session only, so a copy of
-- it (a chat, a browser's history, the Preview frame's address) opens nothing.
-- Only links that verify are written, one row per Preview click in the CMS, and
-- a row goes once its link has expired.
CREATE TABLE preview_link_uses (
  -- The link's signature: one per path, expiry and status.
  signature TEXT PRIMARY KEY,
  -- The session the link opened: that browser may follow the link again.
  session_id TEXT NOT NULL,
  -- Epoch seconds: the link's expiry, after which it opens nothing anyway.
  expires_at INTEGER NOT NULL
);

CREATE INDEX preview_link_uses_expiry ON preview_link_uses (expires_at);
