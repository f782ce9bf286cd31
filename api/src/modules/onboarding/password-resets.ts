import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../infra/db/db';
import { hashToken, looksLikeToken } from '../../infra/tokens';
import { type Mailer, passwordResetMail } from '../mail';
import { useUpAccountLinks } from './account-links';
import { MailedLinks } from './mailed-links';

/** How long a mailed link to set a new password works. */
const RESET_VALID_MINUTES = 60;

/**
 * A forgotten password (README, "Who gets prices"): a single-use link mailed to a confirmed login
 * e-mail (table password_resets, migration 060: only the SHA-256 of its token is kept), valid for
 * RESET_VALID_MINUTES, that sets a new password once.
 */
export class PasswordResets extends MailedLinks {
  constructor(db: Db, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
    super(db, mailer, publicUrl, log, {
      table: 'password_resets',
      keepsLocale: true,
      validMinutes: RESET_VALID_MINUTES,
      page: 'account-new-password',
      tokenParam: 'token',
      mail: passwordResetMail,
      sendFailedLog: 'a password reset mail could not be sent',
    });
  }

  /**
   * While the token's link still works: the person it is for, as the words a new password must not
   * be made of (their name, e-mail and organisation). Null for a link that does not work.
   */
  async ownWordsOf(token: string): Promise<string[] | null> {
    if (!looksLikeToken(token)) return null;
    const [row] = await this.db.query<{ name: string; email: string; organization: string }>(
      `SELECT u.name, u.email, o.name AS organization
         FROM password_resets r JOIN users u ON u.id = r.user_id JOIN organizations o ON o.id = u.organization_id
        WHERE r.token_hash = $1 AND r.used_at IS NULL AND r.expires_at > now()`,
      [hashToken(token)],
    );
    return row ? [row.name, row.email, row.organization] : null;
  }

  /**
   * Sets the new password (its hash) once: the link and every other link of the person (resets,
   * login links, e-mail confirmations) are used up. Answers whose password it was, with their
   * login e-mail, or null when the link no longer works.
   */
  async complete(token: string, passwordHash: string): Promise<{ userId: string; email: string } | null> {
    if (!looksLikeToken(token)) return null;
    return this.db.transaction(async (tx) => {
      const userId = await this.useUpLink(token, tx);
      if (userId === null) return null;
      await useUpAccountLinks(tx, userId);
      const [user] = await tx.query<{ email: string }>('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email', [
        userId,
        passwordHash,
      ]);
      return { userId, email: user?.email ?? '' };
    });
  }
}
