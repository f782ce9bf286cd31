import { isApiError, statusOfApiError } from '@shop/shared';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';

/**
 * The totals of an approval refused because the order comes to another total now (409
 * `TotalChanged`): the one the administrator saw and the new one; null for any other failure.
 */
export function totalChangedOf(error: unknown): { oldTotal: number; newTotal: number } | null {
  if (statusOfApiError(error) !== 409 || refusalCodeOf(error) !== REFUSAL.totalChanged) return null;
  const data: unknown = isApiError(error) ? error.response?.data : undefined;
  const { oldTotal, newTotal } = (typeof data === 'object' && data !== null ? data : {}) as { oldTotal?: unknown; newTotal?: unknown };
  return typeof oldTotal === 'number' && typeof newTotal === 'number' ? { oldTotal, newTotal } : null;
}
