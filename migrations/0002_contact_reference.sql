-- The visitor's reference for a request (shared/contact-reference.ts, made from the
-- id): shown on success, delivered with the request, kept after delivery so the
-- person who answers and the visitor can name the same request.
-- The photos' R2 keys travel in `payload` (worker/contact/photos.ts) until delivery.
ALTER TABLE contact_outbox ADD COLUMN reference TEXT;
CREATE UNIQUE INDEX contact_outbox_reference ON contact_outbox (reference);
