-- Failed or counted attempts (logins, password checks, registrations, e-mail changes, new links,
-- page views) and the addresses an account logged in from: one record per key, shared by every
-- API process on this database and kept over a restart. Keys are SHA-256 hashes: no e-mail or
-- client address is stored. `expires_ms` (epoch ms) is when a record no longer matters.
CREATE TABLE attempt_counts (
  key text PRIMARY KEY,
  entry jsonb NOT NULL,
  expires_ms bigint NOT NULL
);
CREATE INDEX attempt_counts_expiry ON attempt_counts (expires_ms);
