-- A registration belongs to whoever confirms its e-mail (README, "Who gets prices"): several
-- registrations may wait for one organisation number or login e-mail; the first whose login
-- e-mail is confirmed holds them, and the others are ended and told.

-- True while no login of the organisation has confirmed its e-mail (a self-registration waiting).
ALTER TABLE organizations ADD COLUMN registration_pending boolean NOT NULL DEFAULT false;
-- The language the registration was made in: the mail telling it it was ended is in that language.
ALTER TABLE organizations ADD COLUMN registration_locale text CHECK (registration_locale IN ('nb', 'en'));

-- A database from before: a registration no login of which is confirmed yet is waiting.
UPDATE organizations o SET registration_pending = true
 WHERE EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id AND u.password_hash IS NOT NULL)
   AND NOT EXISTS (SELECT 1 FROM users u WHERE u.organization_id = o.id AND u.password_hash IS NOT NULL AND u.email_confirmed_at IS NOT NULL);

-- Only a confirmed organisation holds its number; waiting registrations may share one.
ALTER TABLE organizations DROP CONSTRAINT organizations_org_number_key;
CREATE UNIQUE INDEX organizations_org_number_idx ON organizations (org_number) WHERE NOT registration_pending;
CREATE INDEX organizations_pending_number_idx ON organizations (org_number) WHERE registration_pending;

-- Only a confirmed login holds its e-mail; waiting registrations may share one
-- (users_unconfirmed_logins_idx of migration 060 finds them by age).
DROP INDEX users_login_email_idx;
CREATE UNIQUE INDEX users_login_email_idx ON users (lower(email)) WHERE password_hash IS NOT NULL AND email_confirmed_at IS NOT NULL;
CREATE INDEX users_waiting_login_email_idx ON users (lower(email)) WHERE password_hash IS NOT NULL AND email_confirmed_at IS NULL;

-- The demo organisation (README, "Demo login"): its orders never leave the shop.
ALTER TABLE organizations ADD COLUMN is_demo boolean NOT NULL DEFAULT false;
UPDATE organizations SET is_demo = true WHERE id IN (SELECT organization_id FROM users WHERE is_demo);
-- Set on an order the demo organisation sends: it is deleted then (a day after it was sent).
ALTER TABLE orders ADD COLUMN demo_expires_at timestamptz;
CREATE INDEX orders_demo_expires_idx ON orders (demo_expires_at) WHERE demo_expires_at IS NOT NULL;
