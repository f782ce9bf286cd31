import type { FastifyBaseLogger } from 'fastify';
import { type Role, mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../infra/db/db';
import { uniqueViolation } from '../../infra/db/unique-violation';
import { hashToken, looksLikeToken, newToken } from '../../infra/tokens';
import { type Mailer, invitationMail } from '../mail';
import { useUpAccountLinks } from './account-links';
import { MailedLinks } from './mailed-links';
import { sendFailure } from './onboarding';

/** How long an invitation's link works. */
const INVITATION_VALID_DAYS = 7;

/** Whom an invitation is for, what it gives them, and who sends it. */
export interface Invite {
  organizationId: string;
  userId: string;
  role: Role;
  orderLimit: number | null;
  monthLimit: number | null;
  invitedBy: string;
  locale: Locale;
}

/** The invited person's e-mail already logs in to another organisation. */
export class LoginEmailTakenError extends Error {
  constructor() {
    super('This e-mail address already logs in to another account');
  }
}

/**
 * Invitations (README of the API, "Roles, limits and approval"): an administrator gives a contact
 * person of the organisation a role, and the person is mailed a single-use link (table invitations,
 * migration 150: only the SHA-256 of its token is kept) valid for INVITATION_VALID_DAYS, with which
 * they set their own password. Until then they are a contact who cannot log in. A new invitation,
 * a withdrawal or a use uses up every older link of the person.
 */
export class Invitations extends MailedLinks {
  constructor(
    db: Db,
    mailer: Mailer,
    publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    super(db, mailer, publicUrl, log, {
      table: 'invitations',
      keepsLocale: true,
      validMinutes: INVITATION_VALID_DAYS * 24 * 60,
      page: 'account-new-password',
      tokenParam: 'invitation',
      sendFailedLog: 'an invitation mail could not be sent',
    });
  }

  /**
   * Gives a person who cannot log in yet the role (and a buyer's limits) and mails them a new link.
   * Answers null when the person is not such a contact of the organisation (gone, or logs in
   * already), else whether the mail was handed over.
   */
  async invite(invite: Invite): Promise<'sent' | 'not-sent' | null> {
    const token = newToken();
    const person = await this.db.transaction(async (tx) => {
      const [row] = await tx.query<{ email: string; organization: string; inviter: string }>(
        `UPDATE users u SET role = $3, order_limit = $4, month_limit = $5, updated_at = now()
           FROM organizations o, users inviter
          WHERE u.id = $2 AND u.organization_id = $1 AND u.password_hash IS NULL AND o.id = u.organization_id AND inviter.id = $6
          RETURNING u.email, o.name AS organization, inviter.name AS inviter`,
        [invite.organizationId, invite.userId, invite.role, buyerOnly(invite, invite.orderLimit), buyerOnly(invite, invite.monthLimit), invite.invitedBy],
      );
      if (!row) return null;
      await tx.query('UPDATE invitations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [invite.userId]);
      await tx.query(
        `INSERT INTO invitations (token_hash, user_id, locale, invited_by, expires_at)
         VALUES ($1, $2, $3, $4, now() + make_interval(days => $5))`,
        [hashToken(token), invite.userId, invite.locale, invite.invitedBy, INVITATION_VALID_DAYS],
      );
      return row;
    });
    if (!person) return null;
    const link = `${this.publicUrl}${mailedPagePath('account-new-password', invite.locale)}?invitation=${token}`;
    const mail = invitationMail({ to: person.email, link, locale: invite.locale, organization: person.organization, inviter: person.inviter, role: invite.role, validDays: INVITATION_VALID_DAYS });
    try {
      await this.mailer.send(mail);
      return 'sent';
    } catch (error) {
      this.log.error({ failure: sendFailure(error) }, 'an invitation mail could not be sent');
      return 'not-sent';
    }
  }

  /** Withdraws a person's invitation: its links stop working and they are a contact again. False: nothing to withdraw. */
  async withdraw(organizationId: string, userId: string): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.query(
        `UPDATE users SET role = NULL, order_limit = NULL, month_limit = NULL, updated_at = now()
          WHERE id = $2 AND organization_id = $1 AND password_hash IS NULL AND role IS NOT NULL RETURNING id`,
        [organizationId, userId],
      );
      if (!row) return false;
      await tx.query('UPDATE invitations SET used_at = now() WHERE user_id = $1 AND used_at IS NULL', [userId]);
      return true;
    });
  }

  /** Whom a working link invites (its page greets them); null for a link that no longer works. */
  async infoOf(token: string): Promise<{ name: string; email: string; organization: string; role: Role } | null> {
    if (!looksLikeToken(token)) return null;
    const [row] = await this.db.query<{ name: string; email: string; organization: string; role: Role }>(
      `SELECT u.name, u.email, o.name AS organization, u.role
         FROM invitations i JOIN users u ON u.id = i.user_id JOIN organizations o ON o.id = u.organization_id
        WHERE i.token_hash = $1 AND i.used_at IS NULL AND i.expires_at > now() AND u.password_hash IS NULL AND u.role IS NOT NULL`,
      [hashToken(token)],
    );
    return row ?? null;
  }

  /**
   * Sets the invited person's password once: the link is used up, the mailbox it reached is the
   * confirmed login e-mail. Answers the person, or null when the link no longer works.
   */
  async complete(token: string, passwordHash: string): Promise<{ userId: string; email: string } | null> {
    if (!looksLikeToken(token)) return null;
    try {
      return await this.db.transaction(async (tx) => {
        const userId = await this.useUpLink(token, tx);
        if (userId === null) return null;
        // The person's mails are in the language they were invited in until they log in on a page.
        const [user] = await tx.query<{ email: string }>(
          `UPDATE users SET password_hash = $2, email_confirmed_at = now(), updated_at = now(),
                  locale = (SELECT locale FROM invitations WHERE token_hash = $3)
            WHERE id = $1 AND password_hash IS NULL AND role IS NOT NULL RETURNING email`,
          [userId, passwordHash, hashToken(token)],
        );
        if (!user) return null;
        await useUpAccountLinks(tx, userId);
        return { userId, email: user.email };
      });
    } catch (error) {
      if (uniqueViolation(error) !== null) throw new LoginEmailTakenError();
      throw error;
    }
  }
}

/** Limits belong to buyers: any other role has none. */
const buyerOnly = (invite: { role: Role }, limit: number | null) => (invite.role === 'buyer' ? limit : null);
