import type { ApprovalReason, OrderAddress, OrderRequest, SendOrderBody } from '@shop/shared/contracts';
import { fromOre } from '@shop/shared/contracts';
import type { Db, Queryable } from '../../../infra/db/db';
import type { PricedOrder } from '../order-pricing';

/** What a new request stores: what was asked, by whom, and the lines and total of that moment. */
export interface NewRequest {
  organizationId: string;
  userId: string;
  reason: ApprovalReason;
  body: SendOrderBody;
  priced: PricedOrder;
  deliveryAddress: OrderAddress;
  deliveryMethod: string | null;
  locale: 'nb' | 'en';
  key: { key: string; hash: string } | null;
}

/** A stored request with what approving it needs. */
export interface StoredRequest {
  id: string;
  organizationId: string;
  requestedBy: string | null;
  body: SendOrderBody;
  deliveryAddress: OrderAddress;
  total: number;
  locale: 'nb' | 'en';
  createdAt: Date;
}

interface RequestRow {
  id: string;
  status: OrderRequest['status'];
  reason: ApprovalReason;
  requested_by: string | null;
  requested_by_name: string;
  created_at: Date | string;
  total: string;
  freight: string;
  lines: OrderRequest['lines'] | string;
  body: SendOrderBody | string;
  delivery_address: OrderAddress | string;
  decided_by: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  refusal_reason: string | null;
  order_number: string | null;
}

const json = <T>(value: T | string): T => (typeof value === 'string' ? (JSON.parse(value) as T) : value);
const iso = (value: Date | string) => new Date(value).toISOString();

function toRequest(row: RequestRow): OrderRequest {
  const body = json(row.body);
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    requestedBy: { id: row.requested_by, name: row.requested_by_name },
    requestedAt: iso(row.created_at),
    total: Number(row.total),
    freight: Number(row.freight),
    lines: json(row.lines),
    comment: body.comment?.trim() ?? '',
    customerReference: body.customerReference?.trim() ?? '',
    deliveryAddress: json(row.delivery_address),
    deliveryMethod: body.deliveryMethod ?? null,
    decidedBy: row.decided_by_name === null ? null : { id: row.decided_by, name: row.decided_by_name },
    decidedAt: row.decided_at === null ? null : iso(row.decided_at),
    refusalReason: row.refusal_reason,
    orderNumber: row.order_number,
  };
}

const SELECT = `
  SELECT r.id, r.status, r.reason, r.requested_by, r.requested_by_name, r.created_at, r.total, r.freight, r.lines, r.body,
         r.delivery_address, r.decided_by, r.decided_by_name, r.decided_at, r.refusal_reason, o.order_number
    FROM order_requests r LEFT JOIN orders o ON o.id = r.order_id`;

/** How many requests a list answers at most: the newest. */
const LIST_LIMIT = 100;

/**
 * Orders waiting for an administrator's approval (table order_requests, migration 150): stored
 * with their lines, delivery and the person who asked; decided once (approved, refused or
 * withdrawn), never twice.
 */
export class OrderRequests {
  constructor(private readonly db: Db) {}

  /** Stores a request; with an Idempotency-Key a repeat answers the first request's id. */
  async create(request: NewRequest): Promise<{ id: string; repeat: boolean; hash: string | null }> {
    const lines = request.priced.lines.map((line) => ({
      sku: line.sku,
      title: line.title,
      quantity: line.quantity,
      unitPrice: fromOre(line.unitPriceOre),
      lineTotal: fromOre(line.lineTotalOre),
    }));
    const [row] = await this.db.query<{ id: string }>(
      `INSERT INTO order_requests (organization_id, requested_by, requested_by_name, reason, body, lines, delivery_address,
                                   total, freight, locale, idempotency_key, request_hash)
       SELECT $1, u.id, u.name, $3, $4::jsonb, $5::jsonb, $6::jsonb, $7, $8, $9, $10, $11 FROM users u WHERE u.id = $2
       ON CONFLICT (requested_by, idempotency_key) DO NOTHING RETURNING id`,
      [
        request.organizationId,
        request.userId,
        request.reason,
        JSON.stringify(request.body),
        JSON.stringify(lines),
        JSON.stringify(request.deliveryAddress),
        fromOre(request.priced.totalOre),
        fromOre(request.priced.freightOre),
        request.locale,
        request.key?.key ?? null,
        request.key?.hash ?? null,
      ],
    );
    if (row) return { id: row.id, repeat: false, hash: null };
    const [first] = await this.db.query<{ id: string; request_hash: string }>(
      'SELECT id, request_hash FROM order_requests WHERE requested_by = $1 AND idempotency_key = $2',
      [request.userId, request.key?.key ?? null],
    );
    if (!first) throw new Error('the order request was not stored');
    return { id: first.id, repeat: true, hash: first.request_hash };
  }

  /** The requests of the organisation waiting for a decision, oldest first. */
  async waiting(organizationId: string): Promise<OrderRequest[]> {
    const rows = await this.db.query<RequestRow>(`${SELECT} WHERE r.organization_id = $1 AND r.status = 'waiting' ORDER BY r.created_at LIMIT ${LIST_LIMIT}`, [
      organizationId,
    ]);
    return rows.map(toRequest);
  }

  /** A person's own requests, newest first, whatever their state. */
  async ofUser(userId: string): Promise<OrderRequest[]> {
    const rows = await this.db.query<RequestRow>(`${SELECT} WHERE r.requested_by = $1 ORDER BY r.created_at DESC LIMIT ${LIST_LIMIT}`, [userId]);
    return rows.map(toRequest);
  }

  /** A waiting request of the organisation. */
  async findWaiting(organizationId: string, id: string): Promise<StoredRequest | null> {
    const [row] = await this.db.query<{
      id: string;
      organization_id: string;
      requested_by: string | null;
      body: SendOrderBody | string;
      delivery_address: OrderAddress | string;
      total: string;
      locale: 'nb' | 'en';
      created_at: Date | string;
    }>(
      `SELECT id, organization_id, requested_by, body, delivery_address, total, locale, created_at
         FROM order_requests WHERE organization_id = $1 AND id = $2 AND status = 'waiting'`,
      [organizationId, id],
    );
    if (!row) return null;
    return {
      id: row.id,
      organizationId: row.organization_id,
      requestedBy: row.requested_by,
      body: json(row.body),
      deliveryAddress: json(row.delivery_address),
      total: Number(row.total),
      locale: row.locale,
      createdAt: new Date(row.created_at),
    };
  }

  /** Whether the organisation has a request with this id, in any state. */
  async exists(organizationId: string, id: string): Promise<boolean> {
    const [row] = await this.db.query('SELECT 1 FROM order_requests WHERE organization_id = $1 AND id = $2', [organizationId, id]);
    return row !== undefined;
  }

  /** Whether the person asked for a request with this id, in any state. */
  async isOwn(userId: string, id: string): Promise<boolean> {
    const [row] = await this.db.query('SELECT 1 FROM order_requests WHERE requested_by = $1 AND id = $2', [userId, id]);
    return row !== undefined;
  }

  /** Marks a waiting request approved as `orderId`, in the approving transaction; false when it was decided meanwhile. */
  async markApproved(tx: Queryable, id: string, adminId: string, orderId: string): Promise<boolean> {
    const [row] = await tx.query(
      `UPDATE order_requests r SET status = 'approved', decided_by = u.id, decided_by_name = u.name, decided_at = now(), order_id = $3
         FROM users u WHERE r.id = $1 AND r.status = 'waiting' AND u.id = $2 RETURNING r.id`,
      [id, adminId, orderId],
    );
    return row !== undefined;
  }

  /** Refuses a waiting request with the reason; false when it was decided meanwhile. */
  async refuse(organizationId: string, id: string, adminId: string, reason: string): Promise<boolean> {
    const [row] = await this.db.query(
      `UPDATE order_requests r SET status = 'refused', decided_by = u.id, decided_by_name = u.name, decided_at = now(), refusal_reason = $4
         FROM users u WHERE r.organization_id = $1 AND r.id = $2 AND r.status = 'waiting' AND u.id = $3 RETURNING r.id`,
      [organizationId, id, adminId, reason],
    );
    return row !== undefined;
  }

  /** The requester withdraws their own waiting request; false when there is none such. */
  async withdraw(userId: string, id: string): Promise<boolean> {
    const [row] = await this.db.query(
      `UPDATE order_requests SET status = 'withdrawn', decided_at = now() WHERE requested_by = $1 AND id = $2 AND status = 'waiting' RETURNING id`,
      [userId, id],
    );
    return row !== undefined;
  }

  /** A request as its lists show it. */
  async one(id: string): Promise<OrderRequest | null> {
    const [row] = await this.db.query<RequestRow>(`${SELECT} WHERE r.id = $1`, [id]);
    return row ? toRequest(row) : null;
  }
}

/**
 * The demo organisation's requests waiting for more than a day withdraw themselves (README,
 * "Demo login"): the next visitor finds the demo administrator's list as it was. `now` from the
 * caller's clock. Answers how many.
 */
export async function withdrawExpiredDemoRequests(db: Queryable, now: Date): Promise<number> {
  const rows = await db.query(
    `UPDATE order_requests SET status = 'withdrawn', decided_at = $1
      WHERE status = 'waiting' AND created_at <= $1::timestamptz - interval '1 day'
        AND organization_id IN (SELECT id FROM organizations WHERE is_demo) RETURNING id`,
    [now],
  );
  return rows.length;
}
