-- Customer accounts: organisations, their people (contact persons; those with a password can log
-- in), delivery addresses, login sessions, and the orders they send.

CREATE TABLE organizations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  -- Norwegian organisation number: 9 digits, mod-11 checked by the API.
  org_number text NOT NULL UNIQUE CHECK (org_number ~ '^[0-9]{9}$'),
  -- Visiting address.
  street text NOT NULL,
  zip_code text NOT NULL CHECK (zip_code ~ '^[0-9]{4}$'),
  area text NOT NULL,
  -- Invoice address when it differs from the visiting address (all three or none).
  invoice_street text,
  invoice_zip_code text CHECK (invoice_zip_code ~ '^[0-9]{4}$'),
  invoice_area text,
  invoice_type text NOT NULL CHECK (invoice_type IN ('email', 'ehf', 'paper')),
  invoice_email text,
  -- The buyer's reference printed on every invoice (optional).
  invoice_reference text NOT NULL DEFAULT '',
  main_contact_id uuid,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (invoice_type <> 'email' OR invoice_email IS NOT NULL),
  CHECK ((invoice_street IS NULL) = (invoice_zip_code IS NULL) AND (invoice_street IS NULL) = (invoice_area IS NULL))
);

-- Every contact person of an organisation. A person with a password hash can log in.
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  name text NOT NULL,
  email text NOT NULL,
  phone text NOT NULL,
  -- argon2id PHC string; NULL for a contact person who cannot log in.
  password_hash text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Login is by e-mail, so a login e-mail is unique across the shop; within one organisation every
-- contact e-mail is unique.
CREATE UNIQUE INDEX users_login_email_idx ON users (lower(email)) WHERE password_hash IS NOT NULL;
CREATE UNIQUE INDEX users_org_email_idx ON users (organization_id, lower(email));

ALTER TABLE organizations
  ADD CONSTRAINT organizations_main_contact_fk FOREIGN KEY (main_contact_id) REFERENCES users (id) ON DELETE SET NULL;

CREATE TABLE delivery_addresses (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  recipient text NOT NULL DEFAULT '',
  street text NOT NULL,
  zip_code text NOT NULL CHECK (zip_code ~ '^[0-9]{4}$'),
  area text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX delivery_addresses_org_idx ON delivery_addresses (organization_id, created_at);

-- A login. Tokens are random and only their SHA-256 is stored, so a copy of this table logs nobody in.
CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Pushed forward on every refresh; a session unused this long is gone.
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

CREATE TABLE session_tokens (
  token_hash text PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('access', 'refresh')),
  expires_at timestamptz NOT NULL,
  -- Refresh tokens rotate: set when this one was exchanged for a new pair.
  used_at timestamptz
);
CREATE INDEX session_tokens_session_idx ON session_tokens (session_id);

CREATE SEQUENCE order_number_seq START WITH 100001;

-- Orders keep snapshots (addresses, titles, prices) so later edits never rewrite history.
CREATE TABLE orders (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- What a customer quotes on the phone: "SO-100001".
  order_number text NOT NULL UNIQUE DEFAULT ('SO-' || nextval('order_number_seq')::text),
  organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
  user_id uuid REFERENCES users (id) ON DELETE SET NULL,
  customer_reference text NOT NULL DEFAULT '',
  comment text NOT NULL DEFAULT '',
  recipient text NOT NULL DEFAULT '',
  -- { "recipient", "street", "zipCode", "area" } as it was when the order was sent.
  delivery_address jsonb NOT NULL CHECK (jsonb_typeof(delivery_address) = 'object'),
  invoice_address jsonb NOT NULL CHECK (jsonb_typeof(invoice_address) = 'object'),
  status text NOT NULL DEFAULT 'received'
    CHECK (status IN ('received', 'processing', 'shipped', 'delivered', 'cancelled')),
  -- NOK; total is excluding VAT, VAT is 25 % of it.
  total numeric(12, 2) NOT NULL CHECK (total >= 0),
  vat numeric(12, 2) NOT NULL CHECK (vat >= 0),
  total_including_vat numeric(12, 2) NOT NULL CHECK (total_including_vat >= 0),
  -- A repeated send with the same key creates one order.
  idempotency_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, idempotency_key)
);
CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC);
CREATE INDEX orders_org_idx ON orders (organization_id, created_at DESC);

CREATE TABLE order_lines (
  order_id uuid NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  -- No foreign key: an import may retire a product, the order keeps what was bought.
  sku text NOT NULL,
  title_nb text NOT NULL,
  title_en text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price numeric(12, 2) NOT NULL CHECK (unit_price >= 0),
  line_total numeric(12, 2) NOT NULL CHECK (line_total >= 0),
  PRIMARY KEY (order_id, position)
);
