import type { FastifyBaseLogger } from 'fastify';
import { mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { hashToken, looksLikeToken } from '../../infra/tokens';
import { type Mailer, guessedAtMail, loginLinkMail } from '../mail';
import { MailedLinks, mailableLogin } from './mailed-links';

/** How long a mailed login link works. */
const LOGIN_LINK_VALID_MINUTES = 15;

/**
 * The owner's way in while others guess at the account (README, "Login throttling"): a
 * single-use link mailed to a confirmed login e-mail (table login_links, migration 113: only the
 * SHA-256 of its token is kept), valid LOGIN_LINK_VALID_MINUTES. It leads to the login page, whose
 * button posts the token: a mail scanner that fetches the link logs nobody in. And the mail that
 * tells the owner the account is being guessed at.
 */
export class LoginLinks extends MailedLinks {
  constructor(db: Db, mailer: Mailer, publicUrl: string, log: FastifyBaseLogger) {
    super(db, mailer, publicUrl, log, {
      table: 'login_links',
      keepsLocale: false,
      validMinutes: LOGIN_LINK_VALID_MINUTES,
      page: 'account-login',
      tokenParam: 'link',
      mail: loginLinkMail,
      sendFailedLog: 'a login link or notice could not be sent',
    });
  }

  /**
   * Tells a confirmed login's owner that the account is being guessed at, in the owner's language
   * (the guesser's page says nothing about it): the one they last logged in with, else that of the
   * last link the login was mailed, else Norwegian. Not waited for.
   */
  tellGuessedAtLater(email: string): void {
    this.later(async () => {
      const login = await mailableLogin(this.db, email);
      if (!login) return;
      const [owner] = await this.db.query<{ locale: Locale }>(
        `SELECT COALESCE(u.locale, (SELECT locale FROM email_confirmations WHERE user_id = u.id ORDER BY created_at DESC LIMIT 1), 'nb') AS locale
           FROM users u WHERE u.id = $1`,
        [login.id],
      );
      const locale = owner?.locale ?? 'nb';
      await this.mailer.send(guessedAtMail({ to: login.email, locale, loginPage: `${this.publicUrl}${mailedPagePath('account-login', locale)}` }));
    });
  }

  /** The login a link still working is for; null for a link that does not work. Uses nothing up. */
  async loginOf(token: string): Promise<{ userId: string; email: string } | null> {
    if (!looksLikeToken(token)) return null;
    const [row] = await this.db.query<{ user_id: string; email: string }>(
      `SELECT l.user_id, u.email FROM login_links l JOIN users u ON u.id = l.user_id
        WHERE l.token_hash = $1 AND l.used_at IS NULL AND l.expires_at > now()`,
      [hashToken(token)],
    );
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  /** Uses the link up; false when it was used (or ran out) meanwhile: a link logs in once. */
  async useUp(token: string): Promise<boolean> {
    return (await this.useUpLink(token)) !== null;
  }
}
