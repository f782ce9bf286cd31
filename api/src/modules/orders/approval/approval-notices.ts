import type { FastifyBaseLogger } from 'fastify';
import { mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import type { Db } from '../../../infra/db/db';
import { type Mailer, type OutgoingMail, approvalDecidedMail, approvalNeededMail } from '../../mail';

/**
 * The mails of approval: every administrator of the organisation when an order waits, the person
 * who asked when it is decided. Sent before the answer; a mail that cannot be sent is logged and
 * changes nothing of the decision. The published demo logins are mailed nothing (README, "Demo login").
 */
export class ApprovalNotices {
  constructor(
    private readonly db: Db,
    private readonly mailer: Mailer,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Every administrator is mailed in their own language (the one they last logged in with), the
   * link leading to the approvals page in it; one whose language is not known yet gets the
   * language the order was sent in.
   */
  async waiting(organizationId: string, requesterId: string, total: number, locale: Locale): Promise<void> {
    const people = await this.db.query<{ email: string; requester: string; locale: Locale }>(
      `SELECT a.email, r.name AS requester, COALESCE(a.locale, $3) AS locale FROM users a, users r
        WHERE a.organization_id = $1 AND a.role = 'administrator' AND a.password_hash IS NOT NULL AND r.id = $2 AND NOT a.is_demo`,
      [organizationId, requesterId, locale],
    );
    for (const admin of people) {
      // The approvals page itself, where the order waits (not the account's front page).
      const link = `${this.publicUrl}${mailedPagePath('account-approvals', admin.locale)}`;
      await this.send(approvalNeededMail({ to: admin.email, locale: admin.locale, requester: admin.requester, total, link }));
    }
  }

  async decided(
    requesterId: string | null,
    locale: 'nb' | 'en',
    total: number,
    decision: { approved: true; orderNumber: string; adminId: string } | { approved: false; reason: string; adminId: string },
  ): Promise<void> {
    if (requesterId === null) return;
    const [row] = await this.db.query<{ email: string; admin: string }>('SELECT r.email, a.name AS admin FROM users r, users a WHERE r.id = $1 AND a.id = $2 AND NOT r.is_demo', [
      requesterId,
      decision.adminId,
    ]);
    if (!row) return;
    const base = { to: row.email, locale, total, decidedBy: row.admin };
    await this.send(
      decision.approved ? approvalDecidedMail({ ...base, approved: true, orderNumber: decision.orderNumber }) : approvalDecidedMail({ ...base, approved: false, reason: decision.reason }),
    );
  }

  private async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.mailer.send(mail);
    } catch (error) {
      this.log.error({ type: error instanceof Error ? error.name : typeof error }, 'an approval mail could not be sent');
    }
  }
}
