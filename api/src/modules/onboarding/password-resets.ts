import type { FastifyBaseLogger } from 'fastify';
import { getHref, type Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { hashToken, looksLikeToken, newToken } from '../../infra/tokens';
import { type Mailer, passwordResetMail } from '../mail';
import { useUpAccountLinks } from './account-links';
import { BackgroundSends } from './background-sends';
import { sendFailure } from './onboarding';

/** How long a mailed link to set a new password works. */
const RESET_VALID_MINUTES = 60;

/**
 * A forgotten password (README, "Who gets prices"): a single-use link mailed to a confirmed login
 * e-mail (table password_resets, migration 060: only the SHA-256 of its token is kept), valid for
 * RESET_VALID_MINUTES, that sets a new password once.
 */
export class PasswordResets {
  private readonly background: BackgroundSends;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
  ) {
    this.background = new BackgroundSends((error) => log.error({ failure: sendFailure(error) }, 'a password reset mail could not be sent'));
  }

  /**
   * Mails a link if `email` is a confirmed login's (not the published demo login's); nothing for
   * any other address. Not waited for, so the caller answers alike, in the same time, either way.
   */
  requestLater(email: string, locale: Locale): void {
    this.background.run(async () => {
      const [login] = await this.db.query<{ id: string; email: string }>(
        `SELECT id, email FROM users
          WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND email_confirmed_at IS NOT NULL AND NOT is_demo`,
        [email],
      );
      if (!login) return;
      const token = newToken();
      await this.db.query('DELETE FROM password_resets WHERE expires_at < now()');
      await this.db.query(
        `INSERT INTO password_resets (token_hash, user_id, locale, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
        [hashToken(token), login.id, locale, RESET_VALID_MINUTES],
      );
      const link = `${this.publicUrl}${getHref('account-new-password', locale)}?token=${token}`;
      await this.mailer.send(passwordResetMail({ to: login.email, link, locale, validMinutes: RESET_VALID_MINUTES }));
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
      const [link] = await tx.query<{ user_id: string }>(
        `UPDATE password_resets SET used_at = now()
          WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now()
          RETURNING user_id`,
        [hashToken(token)],
      );
      if (!link) return null;
      await useUpAccountLinks(tx, link.user_id);
      const [user] = await tx.query<{ email: string }>('UPDATE users SET password_hash = $2, updated_at = now() WHERE id = $1 RETURNING email', [
        link.user_id,
        passwordHash,
      ]);
      return { userId: link.user_id, email: user?.email ?? '' };
    });
  }

  /** Resolves once the mails under way are sent or have failed. */
  settled(): Promise<void> {
    return this.background.settled();
  }
}
