-- The distributor's staff: accounts apart from organisations and users. A customer's login can
-- never be a staff login, nor the other way round (README, "Staff").
CREATE TABLE staff (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  -- Null until the person set a password through their single-use link.
  password_hash text,
  -- The TOTP secret (base32); a login needs it confirmed (totp_confirmed_at) as well.
  totp_secret text,
  totp_confirmed_at timestamptz,
  -- The 30-second step of the last code accepted: the same code is never taken twice.
  totp_last_step bigint,
  invited_by uuid REFERENCES staff (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use links to set a password and enrol the second factor (the first staff's from the
-- operator's command, the others' from an invitation). Only hashes of the tokens are kept.
CREATE TABLE staff_links (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

-- Ten codes per person for a lost authenticator, each usable once; stored hashed.
CREATE TABLE staff_recovery_codes (
  code_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  used_at timestamptz
);

-- Staff sessions: 'pending' after a right password until the second factor, then 'active'.
CREATE TABLE staff_sessions (
  token_hash text PRIMARY KEY,
  staff_id uuid NOT NULL REFERENCES staff (id) ON DELETE CASCADE,
  stage text NOT NULL CHECK (stage IN ('pending', 'active')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sessions_staff_idx ON staff_sessions (staff_id);

-- Every staff action: who, what, about what, the state before and after, and when.
CREATE TABLE staff_audit (
  id bigserial PRIMARY KEY,
  staff_id uuid REFERENCES staff (id) ON DELETE SET NULL,
  action text NOT NULL,
  subject text NOT NULL,
  before jsonb,
  after jsonb,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_audit_at_idx ON staff_audit (at DESC, id DESC);

-- An organisation the distributor refused: its people cannot log in, and it waits no more.
ALTER TABLE organizations ADD COLUMN refused_at timestamptz;
ALTER TABLE organizations ADD COLUMN refusal_reason text;

-- Why staff cancelled an order (shown to the customer with the status).
ALTER TABLE orders ADD COLUMN cancel_reason text;
