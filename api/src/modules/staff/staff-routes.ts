import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { isEmailAddress, mailedPagePath } from '@shop/shared/contracts';
import type { Locale } from '@shop/shared/routes';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { audit, auditPage } from './staff-audit';
import { staffInvitationMail } from './staff-mails';
import { StaffRepository } from './staff-repository';
import { StaffAuditQuery, StaffInvitationBody } from './staff-schemas';

/** The address of the staff area's set-up page a link opens (the back-office's page, a mailed page of the contract). */
export const setupLink = (publicUrl: string, token: string, locale: Locale) =>
  `${publicUrl}${mailedPagePath('staff-setup', locale)}?token=${encodeURIComponent(token)}`;

const AUDIT_PAGE = 50;

/** Staff invite staff; the audit log. */
export async function staffRoutes(app: FastifyInstance, options: { publicUrl: string }): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const staff = new StaffRepository(app.db);

  typed.post('/staff/invitations', { onRequest: app.requireStaff, schema: { body: StaffInvitationBody }, ...bodyLimit('small') }, async (request, reply) => {
    const me = request.staff as NonNullable<typeof request.staff>;
    const email = request.body.email.trim().toLowerCase();
    if (!isEmailAddress(email)) throw badRequest('email must be an e-mail address', [{ field: 'email', message: 'email must be an e-mail address' }]);
    const invited = await app.db.transaction(async (tx) => {
      const made = await staff.invite(tx, email, me.staffId);
      if (made) await audit(tx, { staffId: me.staffId, action: 'invite', subject: `staff:${email}`, after: { email } });
      return made;
    });
    if (!invited) throw new HttpError(409, 'This address already has a staff login');
    // The invited person's language is not known yet: the inviter's page's is the best guess.
    const locale = localeOf(request);
    await app.mailer.send(staffInvitationMail({ to: email, locale, link: setupLink(options.publicUrl, invited.token, locale), invitedBy: me.email }));
    return reply.code(201).send({ staffId: invited.staffId });
  });

  typed.get('/staff/audit', { onRequest: app.requireStaff, schema: { querystring: StaffAuditQuery } }, async (request) => {
    const limit = Math.min(Math.max(Number(request.query.limit ?? AUDIT_PAGE), 1), 200);
    const entries = await auditPage(app.db, { limit, ...(request.query.before ? { before: request.query.before } : {}) });
    return { entries, next: entries.length === limit ? (entries.at(-1)?.id ?? null) : null };
  });
}
