// What the people and approval pages decide without the API: who may manage people, a limit as
// typed, and what an order request's state says.
import type { Access, OrderRequest, Role } from '@shop/shared/contracts';
import type { RoleChoice } from '../../api/people-api';

/** The API's bound of a limit (api/src/modules/people/limits-input.ts). */
const MAX_LIMIT = 10_000_000;

/**
 * Whether the logged-in person manages the people and approvals. The kernel's user carries the
 * role (`access`); a user without it (a session loaded before roles existed) is let try: the
 * API's role guard answers 403 `RoleNotAllowed`, which the pages say in plain words.
 */
export function managesPeople(access: Access | undefined): boolean {
  return access === undefined || access.role === 'administrator';
}

/**
 * A limit as typed: empty is none (null), else kroner with a decimal comma or point and at most
 * two decimals, spaces between thousands allowed, 0 to 10 000 000; anything else is 'invalid'.
 */
export function parseLimit(typed: string): number | null | 'invalid' {
  const text = typed.replace(/[\s\u00a0]/g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return 'invalid';
  const value = Number(text);
  return value <= MAX_LIMIT ? value : 'invalid';
}

/** A limit as its field shows it at first: empty for none. */
export const limitText = (limit: number | null): string => (limit === null ? '' : String(limit));

/** The role form's values as the API takes them, or the fields whose limit is not an amount. */
export function roleChoiceOf(values: { role: Role; orderLimit: string; monthLimit: string }): RoleChoice | { invalid: Array<'orderLimit' | 'monthLimit'> } {
  if (values.role !== 'buyer') return { role: values.role, orderLimit: null, monthLimit: null };
  const orderLimit = parseLimit(values.orderLimit);
  const monthLimit = parseLimit(values.monthLimit);
  const invalid = (['orderLimit', 'monthLimit'] as const).filter((field) => (field === 'orderLimit' ? orderLimit : monthLimit) === 'invalid');
  if (invalid.length > 0 || orderLimit === 'invalid' || monthLimit === 'invalid') return { invalid };
  return { role: 'buyer', orderLimit, monthLimit };
}

/** The text key and values of a request's state ("Avvist: <reason>"). */
export function requestStateText(request: Pick<OrderRequest, 'status' | 'refusalReason'>): { key: `people.state_${OrderRequest['status']}`; reason?: string } {
  if (request.status === 'refused') return { key: 'people.state_refused', reason: request.refusalReason ?? '' };
  return { key: `people.state_${request.status}` };
}
