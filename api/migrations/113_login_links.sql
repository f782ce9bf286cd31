-- One-time login links (README, "Login throttling"): asked for from the login form, mailed to a
-- confirmed login e-mail, they log one browser in and make it the owner's, past the waits of an
-- account someone is guessing at. Only the SHA-256 of the link's random token is kept; each works
-- once, for at most 15 minutes, and a new password or login e-mail uses up every one not yet used.
CREATE TABLE login_links (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX login_links_user_idx ON login_links (user_id);
CREATE INDEX login_links_expires_idx ON login_links (expires_at);

-- The session that asked to move a login e-mail (after proving the password): when the link moves
-- the login, every other session of the person ends, and this one stays.
ALTER TABLE email_confirmations ADD COLUMN asked_in_session uuid REFERENCES sessions (id) ON DELETE SET NULL;
