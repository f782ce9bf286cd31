-- Every mail in the language of the person it goes to (README, "Mails"): the language a person
-- last logged in with, or else the one they registered or accepted their invitation in.
-- NULL: not known yet; such a person is mailed in the language of the request that mails them.
ALTER TABLE users ADD COLUMN locale text CHECK (locale IN ('nb', 'en'));

-- What is known already: an invited person's accepted invitation, a registrant's registration.
UPDATE users u SET locale = i.locale
  FROM (SELECT DISTINCT ON (user_id) user_id, locale FROM invitations WHERE used_at IS NOT NULL ORDER BY user_id, used_at DESC) i
 WHERE i.user_id = u.id AND u.password_hash IS NOT NULL;
UPDATE users u SET locale = o.registration_locale
  FROM organizations o
 WHERE o.main_contact_id = u.id AND o.registration_locale IS NOT NULL AND u.locale IS NULL;
