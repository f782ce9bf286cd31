import { toOre, type Access, type ApprovalReason } from '@shop/shared/contracts';

/**
 * What checkout can say before sending, from the person's access and the order's total (NOK
 * excluding VAT, freight included), by the rule the API sends by (README of the API, "Roles,
 * limits and approval"): a requester's every order waits for approval; a buyer's does above the
 * per-order limit, or when the month's spend with it passes the month's limit. Worked in øre, as
 * the API compares them.
 */
export interface ApprovalOutlook {
  /** Null: the order is sent at once. */
  approvalReason: ApprovalReason | null;
  /** What a buyer is told of their limits (null for anyone without them). */
  buyer: { orderLimit: number | null; monthLimit: number | null; monthSpent: number } | null;
}

export function approvalOutlook(access: Access | undefined, total: number): ApprovalOutlook {
  if (!access || access.role === 'administrator') return { approvalReason: null, buyer: null };
  if (access.role === 'requester') return { approvalReason: 'requester', buyer: null };
  const totalOre = toOre(total);
  const buyer = { orderLimit: access.orderLimit, monthLimit: access.monthLimit, monthSpent: access.monthSpent };
  if (access.orderLimit !== null && totalOre > toOre(access.orderLimit)) return { approvalReason: 'order-limit', buyer };
  if (access.monthLimit !== null && toOre(access.monthSpent) + totalOre > toOre(access.monthLimit)) {
    return { approvalReason: 'month-limit', buyer };
  }
  return { approvalReason: null, buyer };
}
