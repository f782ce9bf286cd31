import type { WaitingOrderApproval } from '@shop/shared/contracts';
import type { Queryable } from '../../infra/db/db';

/** The most waiting orders the staff's list shows, oldest first. */
const ORDER_APPROVALS_AT_MOST = 200;

interface Row {
  id: string;
  organization: string;
  org_number: string;
  requested_by_name: string;
  reason: WaitingOrderApproval['reason'];
  total: string | number;
  line_count: number;
  created_at: Date | string;
}

/**
 * Every organisation's orders waiting for approval (table order_requests, migration 150), oldest
 * first: the distributor sees what its customers' administrators have yet to decide, and decides
 * nothing of it (approving is the company's own, in the account area).
 */
export async function waitingOrderApprovals(db: Queryable): Promise<WaitingOrderApproval[]> {
  const rows = await db.query<Row>(
    `SELECT r.id, g.name AS organization, g.org_number, r.requested_by_name, r.reason, r.total,
            jsonb_array_length(r.lines)::int AS line_count, r.created_at
       FROM order_requests r JOIN organizations g ON g.id = r.organization_id
      WHERE r.status = 'waiting'
      ORDER BY r.created_at, r.id LIMIT $1`,
    [ORDER_APPROVALS_AT_MOST],
  );
  return rows.map((row) => ({
    id: row.id,
    organization: row.organization,
    organizationNumber: row.org_number,
    requester: row.requested_by_name,
    reason: row.reason,
    total: Number(row.total),
    lineCount: row.line_count,
    since: new Date(row.created_at).toISOString(),
  }));
}
