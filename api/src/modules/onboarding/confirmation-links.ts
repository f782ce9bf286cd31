import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { hashToken, looksLikeToken, newToken } from '../../infra/tokens';

/** How long a mailed confirmation link works. */
export const CONFIRMATION_VALID_HOURS = 48;

/** What opening a link did: confirmed the address now, found it confirmed by this link before, or nothing. */
export type ConfirmOutcome =
  | { kind: 'confirmed'; locale: Locale }
  | { kind: 'already-confirmed'; locale: Locale }
  | { kind: 'invalid'; locale: Locale | null };

/** A login whose e-mail still waits for its confirmation. */
export interface WaitingLogin {
  userId: string;
  email: string;
}

interface LinkRow {
  user_id: string;
  email: string;
  locale: Locale;
  expired: boolean;
  used: boolean;
  current_email: string;
}

/**
 * The links that confirm a login e-mail (table email_confirmations, migration 040): random tokens
 * of which only the SHA-256 is kept, each working once and for CONFIRMATION_VALID_HOURS.
 */
export class ConfirmationLinks {
  constructor(private readonly db: Db) {}

  /** A new link's token for the user's e-mail as it is now. Links that ran out are cleared on the way. */
  async issue(login: WaitingLogin, locale: Locale): Promise<string> {
    const token = newToken();
    await this.db.query('DELETE FROM email_confirmations WHERE expires_at < now()');
    await this.db.query(
      `INSERT INTO email_confirmations (token_hash, user_id, email, locale, expires_at)
       VALUES ($1, $2, $3, $4, now() + make_interval(hours => $5))`,
      [hashToken(token), login.userId, login.email, locale, CONFIRMATION_VALID_HOURS],
    );
    return token;
  }

  /**
   * Confirms the address the link was sent to, once. The user's other links are used up with it.
   * A link for an address the user has changed since confirms nothing.
   */
  async confirm(token: string): Promise<ConfirmOutcome> {
    if (!looksLikeToken(token)) return { kind: 'invalid', locale: null };
    return this.db.transaction(async (tx) => {
      // Locked: the same link opened twice at once confirms once.
      const [link] = await tx.query<LinkRow>(
        `SELECT c.user_id, c.email, c.locale, c.expires_at <= now() AS expired, c.used_at IS NOT NULL AS used, u.email AS current_email
           FROM email_confirmations c JOIN users u ON u.id = c.user_id
          WHERE c.token_hash = $1
            FOR UPDATE OF c`,
        [hashToken(token)],
      );
      if (!link) return { kind: 'invalid', locale: null };
      if (link.used) return { kind: 'already-confirmed', locale: link.locale };
      if (link.expired || link.email.toLowerCase() !== link.current_email.toLowerCase()) return { kind: 'invalid', locale: link.locale };
      await tx.query('UPDATE email_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [link.user_id]);
      await tx.query('UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() WHERE id = $1', [link.user_id]);
      return { kind: 'confirmed', locale: link.locale };
    });
  }

  /** The login with this e-mail, if it has not confirmed it yet. */
  async waitingLogin(email: string): Promise<WaitingLogin | null> {
    const [row] = await this.db.query<{ id: string; email: string }>(
      `SELECT id, email FROM users
        WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND email_confirmed_at IS NULL`,
      [email],
    );
    return row ? { userId: row.id, email: row.email } : null;
  }
}
