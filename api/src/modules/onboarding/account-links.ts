import type { Queryable } from '../../infra/db/db';

/**
 * Uses up every mailed link of a login not used yet: its password reset links, its login links and
 * its e-mail confirmation links (a change of the login e-mail not confirmed yet is cancelled: its
 * link then says it no longer works, not that it was used). Called when the owner sets a new password (a change or a reset)
 * or moves the login e-mail: a link mailed before, perhaps to an address the owner no longer
 * holds or read by whoever they are shutting out, no longer opens anything.
 */
export async function useUpAccountLinks(db: Queryable, userId: string): Promise<void> {
  await db.query('UPDATE password_resets SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.query('UPDATE login_links SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  await db.query("DELETE FROM email_confirmations WHERE user_id = $1 AND purpose = 'email-change' AND used_at IS NULL", [userId]);
  await db.query('UPDATE email_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
}
