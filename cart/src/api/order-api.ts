import { apiClient } from '@shop/shared';
import type { SendOrderBody, SentForApproval, SentOrder } from '@shop/shared/contracts';

export type { SendOrderBody, SentForApproval, SentOrder };

/**
 * Sends the order (POST /api/orders); the same Idempotency-Key on a retry never makes a second order.
 * A 202 is the order sent, or (a requester's, or a buyer's above a limit) a request waiting for an
 * administrator's approval: `awaitingApproval` tells them apart.
 */
export async function sendOrderCall(body: SendOrderBody, idempotencyKey: string): Promise<SentOrder | SentForApproval> {
  return (await apiClient.post<SentOrder | SentForApproval>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
