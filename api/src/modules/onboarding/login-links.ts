import type { FastifyBaseLogger } from 'fastify';
import { getHref, type Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { hashToken, looksLikeToken, newToken } from '../../infra/tokens';
import { type Mailer, guessedAtMail, loginLinkMail } from '../mail';
import { BackgroundSends } from './background-sends';
import { sendFailure } from './onboarding';

/** How long a mailed login link works. */
const LOGIN_LINK_VALID_MINUTES = 15;

/** A confirmed login that can be mailed (not the published demo login). */
const MAILABLE_LOGIN = `SELECT id, email FROM users
  WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND email_confirmed_at IS NOT NULL AND NOT is_demo`;

/**
 * The owner's way in while others guess at the account (README, "Login throttling"): a
 * single-use link mailed to a confirmed login e-mail (table login_links, migration 113: only the
 * SHA-256 of its token is kept), valid LOGIN_LINK_VALID_MINUTES. It leads to the login page, whose
 * button posts the token: a mail scanner that fetches the link logs nobody in. And the mail that
 * tells the owner the account is being guessed at.
 */
export class LoginLinks {
  private readonly background: BackgroundSends;

  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    log: FastifyBaseLogger,
  ) {
    this.background = new BackgroundSends((error) => log.error({ failure: sendFailure(error) }, 'a login link or notice could not be sent'));
  }

  /**
   * Mails a link if `email` is a confirmed login's; nothing for any other address. Not waited for,
   * so the caller answers alike, in the same time, either way.
   */
  requestLater(email: string, locale: Locale): void {
    this.background.run(async () => {
      const [login] = await this.db.query<{ id: string; email: string }>(MAILABLE_LOGIN, [email]);
      if (!login) return;
      const token = newToken();
      await this.db.query('DELETE FROM login_links WHERE expires_at < now()');
      await this.db.query('INSERT INTO login_links (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))', [
        hashToken(token),
        login.id,
        LOGIN_LINK_VALID_MINUTES,
      ]);
      const link = `${this.publicUrl}${getHref('account-login', locale)}?link=${token}`;
      await this.mailer.send(loginLinkMail({ to: login.email, link, locale, validMinutes: LOGIN_LINK_VALID_MINUTES }));
    });
  }

  /**
   * Tells a confirmed login's owner that the account is being guessed at, in the language of the
   * last link the login was mailed (Norwegian when none is known). Not waited for.
   */
  tellGuessedAtLater(email: string): void {
    this.background.run(async () => {
      const [login] = await this.db.query<{ id: string; email: string }>(MAILABLE_LOGIN, [email]);
      if (!login) return;
      const [last] = await this.db.query<{ locale: Locale }>(
        'SELECT locale FROM email_confirmations WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1',
        [login.id],
      );
      const locale = last?.locale ?? 'nb';
      await this.mailer.send(guessedAtMail({ to: login.email, locale, loginPage: `${this.publicUrl}${getHref('account-login', locale)}` }));
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
    const used = await this.db.query(
      'UPDATE login_links SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id',
      [hashToken(token)],
    );
    return used.length > 0;
  }

  /** Resolves once the mails under way are sent or have failed. */
  settled(): Promise<void> {
    return this.background.settled();
  }
}
