-- The contact form's outbox (worker/contact/outbox.ts). A row is written before the
-- visitor hears "submitted" and marked delivered once the content service has it.
CREATE TABLE contact_outbox (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- The browser's key for one message plus a hash of its content: a retried POST
  -- finds its row; the same key with other content is another request.
  idempotency_key TEXT NOT NULL UNIQUE,
  -- SHA-256 of the bot-check token, when there was one: a token counts once.
  bot_token_hash TEXT UNIQUE,
  -- The request as JSON (ContactRequestInput); emptied once delivered.
  payload TEXT,
  created_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  -- Epoch milliseconds: not before this time is the next attempt made.
  next_attempt_at INTEGER NOT NULL,
  -- Epoch milliseconds: while in the future, one worker is sending this row.
  lease_until INTEGER,
  delivered_at INTEGER,
  -- The content service's id of the stored request.
  cms_id TEXT,
  -- Why the last attempt failed (never personal data: a reason and a status).
  last_error TEXT
);

CREATE INDEX contact_outbox_due ON contact_outbox (delivered_at, next_attempt_at);
