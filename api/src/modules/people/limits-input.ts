import { ROLES, type Role } from '@shop/shared/contracts';
import { FieldChecker } from '../../infra/validation/field-checker';

/** The largest limit an administrator may set: the shop's own bound of one order is higher still. */
const MAX_LIMIT_NOK = 10_000_000;

/** A limit as a body gives it: a number of NOK with at most two decimals, 0 to MAX_LIMIT_NOK, or null / left out (none). */
function limitOf(check: FieldChecker, field: string, value: unknown): number | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > MAX_LIMIT_NOK || Math.round(value * 100) !== value * 100) {
    check.problems.push({ field, message: `${field} must be an amount in NOK from 0 to ${MAX_LIMIT_NOK} with at most two decimals, or null for none` });
    return null;
  }
  return value;
}

/**
 * A role with a buyer's limits, checked: an unknown role is named, and limits given with another
 * role than buyer are refused (only a buyer has limits).
 */
export function readRole(
  check: FieldChecker,
  body: { role?: unknown; orderLimit?: unknown; monthLimit?: unknown },
  fallback?: Role,
): { role: Role; orderLimit: number | null; monthLimit: number | null } {
  const role = body.role === undefined && fallback !== undefined ? fallback : check.oneOf('role', body.role, ROLES);
  const orderLimit = limitOf(check, 'orderLimit', body.orderLimit);
  const monthLimit = limitOf(check, 'monthLimit', body.monthLimit);
  if (role !== 'buyer') {
    for (const [field, value] of [['orderLimit', orderLimit], ['monthLimit', monthLimit]] as const) {
      if (value !== null) check.problems.push({ field, message: `${field} is only for a buyer: leave it out for an ${role}` });
    }
  }
  return { role, orderLimit, monthLimit };
}
