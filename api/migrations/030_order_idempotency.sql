-- Idempotency keys of order sends: a repeated send with the same key gets the first answer.
-- A row is written in the same transaction as its order, so a key never points at a lost order.
CREATE TABLE order_idempotency_keys (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  idempotency_key text NOT NULL CHECK (length(idempotency_key) BETWEEN 1 AND 200),
  -- SHA-256 of the request body in canonical form: the same key with another body is refused.
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  answer jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);
-- Keys are purged after 7 days (kept at least 24 hours, as promised to clients).
CREATE INDEX order_idempotency_keys_created_idx ON order_idempotency_keys (created_at);
