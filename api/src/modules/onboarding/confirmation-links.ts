import type { Locale } from '@shop/shared/routes';
import type { Db, Queryable } from '../../infra/db/db';
import { hashToken, looksLikeToken, newToken } from '../../infra/tokens';
import { useUpAccountLinks } from './account-links';
import { type EndedRegistration, REGISTRATION_VALID_HOURS, endRivalRegistrations } from './registrations';

/** How long a mailed confirmation link works (a registration's, at most until the registration expires). */
export const CONFIRMATION_VALID_HOURS = REGISTRATION_VALID_HOURS;

/** What a link confirms: a new registration's login e-mail, or a login's move to a new address. */
type LinkPurpose = 'registration' | 'email-change';

/**
 * What opening a link did: confirmed the address now, moved the login to it, found it used
 * before, or nothing (unknown, expired, replaced, ended by a rival confirmed first, or the new
 * address taken meanwhile). `ended`: the registrations waiting for the same number or e-mail,
 * ended by this confirmation, to be told.
 */
export type ConfirmOutcome =
  | { kind: 'confirmed'; locale: Locale; ended: EndedRegistration[] }
  | { kind: 'email-changed'; locale: Locale; ended: EndedRegistration[]; userId: string; oldEmail: string; newEmail: string; askedInSession: string | null }
  | { kind: 'already-confirmed'; locale: Locale }
  | { kind: 'invalid'; locale: Locale | null };

/** A login and the address a link goes to. */
export interface LinkTarget {
  userId: string;
  email: string;
}

interface LinkRow {
  user_id: string;
  organization_id: string;
  org_number: string;
  email: string;
  locale: Locale;
  purpose: LinkPurpose;
  expired: boolean;
  used: boolean;
  current_email: string;
  asked_in_session: string | null;
}

/** Any constant: confirmations that decide who holds a number or an e-mail happen one at a time. */
const HOLDER_LOCK_KEY = 72_016_114;

/**
 * The links that confirm a login e-mail (table email_confirmations, migrations 040 and 060): random
 * tokens of which only the SHA-256 is kept, each working once, bound to the login it was made for
 * and to the address it was sent to.
 */
export class ConfirmationLinks {
  constructor(private readonly db: Db) {}

  /**
   * A new link's token. A registration's link works until the registration expires; a change's
   * for CONFIRMATION_VALID_HOURS, and replaces the login's earlier changes not yet confirmed.
   * Links that ran out are cleared on the way.
   */
  async issue(target: LinkTarget, locale: Locale, purpose: LinkPurpose = 'registration', askedInSession: string | null = null): Promise<string> {
    const token = newToken();
    await this.db.query('DELETE FROM email_confirmations WHERE expires_at < now()');
    if (purpose === 'email-change') await this.cancelChanges(target.userId);
    await this.db.query(
      `INSERT INTO email_confirmations (token_hash, user_id, email, locale, purpose, expires_at, asked_in_session)
       SELECT $1, u.id, $3, $4, $5,
              CASE WHEN $5 = 'registration' THEN u.created_at ELSE now() END + make_interval(hours => $6), $7
         FROM users u WHERE u.id = $2`,
      [hashToken(token), target.userId, target.email, locale, purpose, CONFIRMATION_VALID_HOURS, askedInSession],
    );
    return token;
  }

  /**
   * Confirms once what the link was sent for: the registration's address (a link for an address
   * the login no longer has confirms nothing), or the move of the login to the new address, if no
   * other confirmed login has taken it meanwhile. The login's other links are used up with it.
   * The first registration confirmed holds its number and e-mail: the others waiting for them are
   * ended (and answered, to be told).
   */
  async confirm(token: string): Promise<ConfirmOutcome> {
    if (!looksLikeToken(token)) return { kind: 'invalid', locale: null };
    return this.db.transaction(async (tx) => {
      // Two rivals' links opened at once: one decides first, then the other finds its link gone
      // with its registration. Taken before the link's row, which the winner may delete.
      await tx.query('SELECT pg_advisory_xact_lock($1)', [HOLDER_LOCK_KEY]);
      // Locked: the same link opened twice at once confirms once.
      const [link] = await tx.query<LinkRow>(
        `SELECT c.user_id, u.organization_id, o.org_number, c.email, c.locale, c.purpose, c.expires_at <= now() AS expired,
                c.used_at IS NOT NULL AS used, u.email AS current_email, c.asked_in_session
           FROM email_confirmations c JOIN users u ON u.id = c.user_id JOIN organizations o ON o.id = u.organization_id
          WHERE c.token_hash = $1
            FOR UPDATE OF c`,
        [hashToken(token)],
      );
      if (!link) return { kind: 'invalid', locale: null };
      if (link.used) return { kind: 'already-confirmed', locale: link.locale };
      if (link.expired) return { kind: 'invalid', locale: link.locale };
      if (link.purpose === 'email-change') return this.changeEmail(tx, link);
      if (link.email.toLowerCase() !== link.current_email.toLowerCase()) return { kind: 'invalid', locale: link.locale };
      await this.useUp(tx, link.user_id);
      await tx.query('UPDATE users SET email_confirmed_at = coalesce(email_confirmed_at, now()), updated_at = now() WHERE id = $1', [link.user_id]);
      await tx.query('UPDATE organizations SET registration_pending = false WHERE id = $1', [link.organization_id]);
      const ended = await endRivalRegistrations(tx, { organizationNumber: link.org_number, email: link.email, keep: link.organization_id });
      return { kind: 'confirmed', locale: link.locale, ended };
    });
  }

  /** The language the link of `token` was mailed in; null for a token that is no link. Reads only. */
  async localeOf(token: string | undefined): Promise<Locale | null> {
    if (!looksLikeToken(token)) return null;
    const [link] = await this.db.query<{ locale: Locale }>('SELECT locale FROM email_confirmations WHERE token_hash = $1', [hashToken(token)]);
    return link?.locale ?? null;
  }

  /**
   * The logins with this e-mail waiting for their confirmation, while their registration has not
   * expired, with their password hashes, newest first (several registrations may wait for one e-mail).
   */
  async waitingLogins(email: string): Promise<Array<LinkTarget & { passwordHash: string }>> {
    const rows = await this.db.query<{ id: string; email: string; password_hash: string }>(
      `SELECT id, email, password_hash FROM users
        WHERE lower(email) = lower($1) AND password_hash IS NOT NULL AND email_confirmed_at IS NULL
          AND created_at > now() - make_interval(hours => $2)
        ORDER BY created_at DESC`,
      [email, REGISTRATION_VALID_HOURS],
    );
    return rows.map((row) => ({ userId: row.id, email: row.email, passwordHash: row.password_hash }));
  }

  /** Cancels the login's changes of its e-mail not yet confirmed: their links confirm nothing now. */
  async cancelChanges(userId: string, db: Queryable = this.db): Promise<void> {
    await db.query("DELETE FROM email_confirmations WHERE user_id = $1 AND purpose = 'email-change' AND used_at IS NULL", [userId]);
  }

  /** The address a login asked to move to and has not confirmed yet, if any. */
  async pendingChange(userId: string): Promise<string | null> {
    const [row] = await this.db.query<{ email: string }>(
      `SELECT email FROM email_confirmations
        WHERE user_id = $1 AND purpose = 'email-change' AND used_at IS NULL AND expires_at > now()
        ORDER BY created_at DESC LIMIT 1`,
      [userId],
    );
    return row?.email ?? null;
  }

  private async changeEmail(tx: Queryable, link: LinkRow): Promise<ConfirmOutcome> {
    // A registration nobody confirmed holds nothing; a confirmed login or a colleague's contact entry does.
    const [taken] = await tx.query(
      `SELECT 1 FROM users u
        WHERE u.id <> $1 AND lower(u.email) = lower($2)
          AND ((u.password_hash IS NOT NULL AND u.email_confirmed_at IS NOT NULL) OR u.organization_id = $3)`,
      [link.user_id, link.email, link.organization_id],
    );
    if (taken) return { kind: 'invalid', locale: link.locale };
    // The login moves: this link is used, and every link mailed before (a reset link to the old
    // address above all) is used up.
    await this.useUp(tx, link.user_id);
    await useUpAccountLinks(tx, link.user_id);
    await tx.query('UPDATE users SET email = $2, email_confirmed_at = now(), updated_at = now() WHERE id = $1', [link.user_id, link.email]);
    // The login confirmed the address first: registrations waiting with it as their login end.
    const ended = await endRivalRegistrations(tx, { organizationNumber: null, email: link.email, keep: link.organization_id });
    return { kind: 'email-changed', locale: link.locale, ended, userId: link.user_id, oldEmail: link.current_email, newEmail: link.email, askedInSession: link.asked_in_session };
  }

  private async useUp(tx: Queryable, userId: string): Promise<void> {
    await tx.query('UPDATE email_confirmations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
  }
}
