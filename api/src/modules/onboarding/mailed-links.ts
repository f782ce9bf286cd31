import type { FastifyBaseLogger } from 'fastify';
import { type MailedPage, mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db, Queryable } from '../../infra/db/db';
import { hashToken, newToken } from '../../infra/tokens';
import type { Mailer, OutgoingMail } from '../mail';
import { BackgroundSends } from './background-sends';
import { sendFailure } from './onboarding';

/** A login that may be mailed a link: a confirmed one, never the published demo login. */
export interface MailableLogin {
  id: string;
  email: string;
}

/** The confirmed login of `email`, if there is one (the published demo login never is). */
export async function mailableLogin(db: Queryable, email: string): Promise<MailableLogin | undefined> {
  const [login] = await db.query<MailableLogin>(
    `SELECT id, email FROM users
      WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND email_confirmed_at IS NOT NULL AND NOT is_demo`,
    [email],
  );
  return login;
}

/** What sets one kind of mailed link apart from another. */
export interface MailedLinkKind {
  /** Where the links are kept: only the SHA-256 of each token, with its login and when it runs out and was used. */
  table: 'login_links' | 'password_resets' | 'invitations';
  /** Whether the table keeps the language the link was asked for in. */
  keepsLocale: boolean;
  validMinutes: number;
  /** The page the link opens, and the query parameter that carries the token to it. */
  page: MailedPage;
  tokenParam: string;
  /** The mail `requestLater` sends; a kind mailed only to whom a route names (invitations) has none. */
  mail?: (input: { to: string; link: string; locale: Locale; validMinutes: number }) => OutgoingMail;
  /** The log line when a mail could not be sent. */
  sendFailedLog: string;
}

/**
 * A single-use link mailed to a confirmed login: asked for without waiting (so the answer tells
 * nobody whether the address has a login), kept only as its token's hash, working for
 * `validMinutes`, and used up once.
 */
export abstract class MailedLinks {
  private readonly background: BackgroundSends;

  protected constructor(
    protected readonly db: Db,
    protected readonly mailer: Mailer,
    protected readonly publicUrl: string,
    log: FastifyBaseLogger,
    private readonly kind: MailedLinkKind,
  ) {
    this.background = new BackgroundSends((error) => log.error({ failure: sendFailure(error) }, kind.sendFailedLog));
  }

  /**
   * Mails a link if `email` is a confirmed login's (not the published demo login's); nothing for
   * any other address. Not waited for, so the caller answers alike, in the same time, either way.
   */
  requestLater(email: string, locale: Locale): void {
    const { mail } = this.kind;
    if (!mail) return;
    this.later(async () => {
      const login = await mailableLogin(this.db, email);
      if (!login) return;
      const { table, validMinutes } = this.kind;
      const token = newToken();
      await this.db.query(`DELETE FROM ${table} WHERE expires_at < now()`);
      if (this.kind.keepsLocale) {
        await this.db.query(
          `INSERT INTO ${table} (token_hash, user_id, locale, expires_at) VALUES ($1, $2, $3, now() + make_interval(mins => $4))`,
          [hashToken(token), login.id, locale, validMinutes],
        );
      } else {
        await this.db.query(`INSERT INTO ${table} (token_hash, user_id, expires_at) VALUES ($1, $2, now() + make_interval(mins => $3))`, [
          hashToken(token),
          login.id,
          validMinutes,
        ]);
      }
      const link = `${this.publicUrl}${mailedPagePath(this.kind.page, locale)}?${this.kind.tokenParam}=${token}`;
      await this.mailer.send(mail({ to: login.email, link, locale, validMinutes }));
    });
  }

  /**
   * Uses the link of `token` up, in `db` (a transaction of the caller's when the use changes more).
   * Answers whose link it was, or null when it was used (or ran out) meanwhile: a link works once.
   */
  protected async useUpLink(token: string, db: Queryable = this.db): Promise<string | null> {
    const [link] = await db.query<{ user_id: string }>(
      `UPDATE ${this.kind.table} SET used_at = now() WHERE token_hash = $1 AND used_at IS NULL AND expires_at > now() RETURNING user_id`,
      [hashToken(token)],
    );
    return link?.user_id ?? null;
  }

  /** Runs mail work the caller's answer does not wait for; `settled` waits for it. */
  protected later(work: () => Promise<void>): void {
    this.background.run(work);
  }

  /** Resolves once the mails under way are sent or have failed. */
  settled(): Promise<void> {
    return this.background.settled();
  }
}
