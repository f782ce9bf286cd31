-- Accounts that belong to their owners (README, "Who gets prices"): a login e-mail changes only
-- through a link opened at the new address, an unconfirmed registration holds nothing, and a
-- forgotten password is reset through a link mailed to the login e-mail.

-- A link confirms either a registration's login e-mail or a change of a confirmed login's e-mail
-- to the address the link was sent to. Until that link is opened the old address stays the login.
ALTER TABLE email_confirmations
  ADD COLUMN purpose text NOT NULL DEFAULT 'registration' CHECK (purpose IN ('registration', 'email-change'));

-- Registrations still waiting for their confirmation, oldest first: they expire and are dropped.
CREATE INDEX users_unconfirmed_logins_idx ON users (created_at)
  WHERE email_confirmed_at IS NULL AND password_hash IS NOT NULL;

-- The links mailed to reset a forgotten password. Only the SHA-256 of the link's random token is
-- kept; each works once and for at most an hour.
CREATE TABLE password_resets (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The language of the mail, and of the page the new password is set on.
  locale text NOT NULL CHECK (locale IN ('nb', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when a new password was set with it (or with another link of the same person).
  used_at timestamptz
);
CREATE INDEX password_resets_user_idx ON password_resets (user_id);
CREATE INDEX password_resets_expires_idx ON password_resets (expires_at);
