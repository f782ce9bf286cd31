import { apiClient } from '@shop/shared';
import type { SendOrderBody, SentOrder } from '@shop/shared/contracts';

export type { SendOrderBody, SentOrder };

/** Sends the order (POST /api/orders); the same Idempotency-Key on a retry never makes a second order. */
export async function sendOrderCall(body: SendOrderBody, idempotencyKey: string): Promise<SentOrder> {
  return (await apiClient.post<SentOrder>('/orders', body, { headers: { 'Idempotency-Key': idempotencyKey } })).data;
}
