-- The demo login published in the README ("Demo login"). Everyone who reads the README shares it,
-- so the API refuses it what would lock the next visitor out or change what all of them see: its
-- password, its login e-mail and its organisation's details (modules/auth/demo-user.ts).
ALTER TABLE users ADD COLUMN is_demo boolean NOT NULL DEFAULT false;

-- A database seeded before this migration: the demo user is the login of the demo organisation
-- (src/demo/account/demo-account.ts).
UPDATE users SET is_demo = true
 WHERE lower(email) = 'demo@example.com'
   AND password_hash IS NOT NULL
   AND organization_id IN (SELECT id FROM organizations WHERE org_number = '912345688');
