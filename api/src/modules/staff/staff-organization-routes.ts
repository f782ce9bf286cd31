import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/routes';
import { isOrganizationNumber, organizationNumberDigits } from '@shop/shared/contracts';
import type { Queryable } from '../../infra/db/db';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest, notFound } from '../../infra/http/http-errors';
import { organizationsAwaitingApproval } from '../onboarding';
import { audit } from './staff-audit';
import { refusalMail } from './staff-mails';
import { OrgNumberParams, RefusalBody } from './staff-schemas';
import { waitingOrderApprovals } from './waiting-order-approvals';

interface Standing {
  id: string;
  name: string;
  approved_at: Date | string | null;
  refused_at: Date | string | null;
  refusal_reason: string | null;
  email: string | null;
  /** The language the organisation was registered in: its refusal is mailed in it. */
  locale: Locale;
}

const stateOf = (row: Standing) => ({
  approved: row.approved_at !== null,
  refused: row.refused_at !== null,
  ...(row.refusal_reason === null ? {} : { refusalReason: row.refusal_reason }),
});

function orgNumberOf(text: string): string {
  const digits = organizationNumberDigits(text);
  if (!/^\d{9}$/.test(digits)) throw badRequest('orgNumber must be an organisation number of 9 digits');
  return digits;
}

/** What waits for staff, and approving or refusing a new organisation. */
export async function staffOrganizationRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  // New organisations waiting (with their registration's details and whether the number passes
  // the mod-11 check); back-orders follow the orders' part of the staff API.
  app.get('/staff/waiting', { onRequest: app.requireStaff }, async () => {
    const organizations = await organizationsAwaitingApproval(app.db);
    return {
      organizations: organizations.map((org) => ({
        ...org,
        registeredAt: org.registeredAt.toISOString(),
        organizationNumberValid: isOrganizationNumber(org.organizationNumber),
      })),
    };
  });

  // Orders waiting for approval inside companies: read-only, the companies' administrators decide.
  app.get('/staff/order-approvals', { onRequest: app.requireStaff }, async () => ({ orderApprovals: await waitingOrderApprovals(app.db) }));

  const standing = async (orgNumber: string, tx: Queryable) => {
    const [row] = await tx.query<Standing>(
      `SELECT o.id, o.name, o.approved_at, o.refused_at, o.refusal_reason, u.email, COALESCE(o.registration_locale, u.locale, 'nb') AS locale
         FROM organizations o LEFT JOIN users u ON u.id = o.main_contact_id
        WHERE o.org_number = $1 FOR UPDATE OF o`,
      [orgNumber],
    );
    if (!row) throw notFound('No organisation has this organisation number');
    return row;
  };

  typed.post('/staff/organizations/:orgNumber/approve', { onRequest: app.requireStaff, schema: { params: OrgNumberParams }, ...bodyLimit('none') }, async (request) => {
    const me = request.staff as NonNullable<typeof request.staff>;
    const orgNumber = orgNumberOf(request.params.orgNumber);
    return app.db.transaction(async (tx) => {
      const before = await standing(orgNumber, tx);
      if (before.approved_at !== null) throw new HttpError(409, 'This organisation is approved already');
      await tx.query('UPDATE organizations SET approved_at = now(), refused_at = NULL, refusal_reason = NULL WHERE id = $1', [before.id]);
      const after = { approved: true, refused: false };
      await audit(tx, { staffId: me.staffId, action: 'approve-organization', subject: `organization:${orgNumber}`, before: stateOf(before), after });
      return { organizationNumber: orgNumber, name: before.name, ...after };
    });
  });

  typed.post(
    '/staff/organizations/:orgNumber/refuse',
    { onRequest: app.requireStaff, schema: { params: OrgNumberParams, body: RefusalBody }, ...bodyLimit('small') },
    async (request) => {
      const me = request.staff as NonNullable<typeof request.staff>;
      const orgNumber = orgNumberOf(request.params.orgNumber);
      const reason = request.body.reason.trim();
      if (reason.length === 0) throw badRequest('reason must say why', [{ field: 'reason', message: 'reason must say why' }]);
      const refused = await app.db.transaction(async (tx) => {
        const before = await standing(orgNumber, tx);
        if (before.approved_at !== null) throw new HttpError(409, 'This organisation is approved already');
        if (before.refused_at !== null) throw new HttpError(409, 'This organisation is refused already');
        await tx.query('UPDATE organizations SET refused_at = now(), refusal_reason = $2 WHERE id = $1', [before.id, reason]);
        const after = { approved: false, refused: true, refusalReason: reason };
        await audit(tx, { staffId: me.staffId, action: 'refuse-organization', subject: `organization:${orgNumber}`, before: stateOf(before), after });
        return { before, after };
      });
      if (refused.before.email) await app.mailer.send(refusalMail({ to: refused.before.email, locale: refused.before.locale, organization: refused.before.name, reason }));
      return { organizationNumber: orgNumber, name: refused.before.name, ...refused.after };
    },
  );
}
