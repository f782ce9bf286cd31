-- Who gets retailer prices (README, "Who gets prices"): a new login sees prices only after its
-- e-mail address is confirmed through a link the shop mails to it, and, when REQUIRE_APPROVAL is
-- set, after the distributor has approved its organisation (`npm run approve`).

-- NULL until the person opens the link mailed to the login e-mail.
ALTER TABLE users ADD COLUMN email_confirmed_at timestamptz;
-- NULL while the organisation waits for the distributor's approval. Set at registration when no
-- approval is required.
ALTER TABLE organizations ADD COLUMN approved_at timestamptz;

-- Everyone who could log in before this migration keeps doing so (the demo account too).
UPDATE users SET email_confirmed_at = created_at;
UPDATE organizations SET approved_at = created_at;

-- The links mailed to confirm a login e-mail. Only the SHA-256 of the link's random token is
-- kept, so a copy of this table confirms nothing.
CREATE TABLE email_confirmations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  -- The address the link was sent to: it confirms that one, not an address changed since.
  email text NOT NULL,
  -- The language of the mail, and of the login page the link leads to.
  locale text NOT NULL CHECK (locale IN ('nb', 'en')),
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  -- Set when the link is opened: each link confirms once.
  used_at timestamptz
);
CREATE INDEX email_confirmations_user_idx ON email_confirmations (user_id);
CREATE INDEX email_confirmations_expires_idx ON email_confirmations (expires_at);
