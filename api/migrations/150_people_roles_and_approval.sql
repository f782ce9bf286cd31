-- An organisation's people (README of the API, "Roles, limits and approval"): every login has one
-- role, a person is invited by an administrator through a single-use link, a buyer may have
-- spending limits, and an order above them (any order of a requester) waits for an administrator.

-- NULL: a contact person who was never invited (cannot log in). Everyone who could log in before
-- this migration administers their organisation; contact persons stay contacts until invited.
ALTER TABLE users ADD COLUMN role text CHECK (role IN ('administrator', 'buyer', 'requester'));
UPDATE users SET role = 'administrator' WHERE password_hash IS NOT NULL;
ALTER TABLE users ADD CONSTRAINT users_login_has_role CHECK (password_hash IS NULL OR role IS NOT NULL);
-- A buyer's limits, NOK excluding VAT with freight: per order and per calendar month (NULL: none).
ALTER TABLE users
  ADD COLUMN order_limit numeric(12, 2) CHECK (order_limit >= 0),
  ADD COLUMN month_limit numeric(12, 2) CHECK (month_limit >= 0),
  ADD COLUMN last_login_at timestamptz;

-- Invitations: single-use links (7 days) with which an invited person sets their own password.
-- Only the SHA-256 of the token is kept; a new invitation or a withdrawal uses up the older ones.
CREATE TABLE invitations (
  token_hash text PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  locale text NOT NULL CHECK (locale IN ('nb', 'en')),
  invited_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX invitations_user_idx ON invitations (user_id, created_at DESC);

-- What a buyer's sent orders came to in one calendar month (Europe/Oslo): the row is locked
-- (SELECT … FOR UPDATE) by the send that checks the month's limit, so two sends of one buyer on
-- any processes are counted one after the other.
CREATE TABLE buyer_month_spend (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  spent numeric(14, 2) NOT NULL DEFAULT 0 CHECK (spent >= 0),
  PRIMARY KEY (user_id, month)
);

-- Orders waiting for an administrator's approval, with what was asked for (the send's body) and
-- the lines and total at the prices of that moment; approved ones point at the order they became.
CREATE TABLE order_requests (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
  requested_by_name text NOT NULL,
  reason text NOT NULL CHECK (reason IN ('requester', 'order-limit', 'month-limit')),
  body jsonb NOT NULL CHECK (jsonb_typeof(body) = 'object'),
  lines jsonb NOT NULL CHECK (jsonb_typeof(lines) = 'array'),
  delivery_address jsonb NOT NULL,
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  freight numeric(12, 2) NOT NULL DEFAULT 0,
  locale text NOT NULL CHECK (locale IN ('nb', 'en')),
  status text NOT NULL DEFAULT 'waiting' CHECK (status IN ('waiting', 'approved', 'refused', 'withdrawn')),
  refusal_reason text,
  decided_by uuid REFERENCES users (id) ON DELETE SET NULL,
  decided_by_name text,
  decided_at timestamptz,
  order_id uuid REFERENCES orders (id) ON DELETE SET NULL,
  idempotency_key text,
  request_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (requested_by, idempotency_key)
);
CREATE INDEX order_requests_org_idx ON order_requests (organization_id, status, created_at DESC);
CREATE INDEX order_requests_user_idx ON order_requests (requested_by, created_at DESC);

-- An approved order keeps who asked (orders.user_id) and who approved, with the times.
ALTER TABLE orders
  ADD COLUMN requested_at timestamptz,
  ADD COLUMN approved_by uuid REFERENCES users (id) ON DELETE SET NULL,
  ADD COLUMN approved_by_name text,
  ADD COLUMN approved_at timestamptz;
