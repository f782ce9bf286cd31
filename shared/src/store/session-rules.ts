export type VerifyDecision = { kind: 'mark-logged-in' } | { kind: 'load-user'; userId: string } | { kind: 'log-out' };

/**
 * The verify check (spec §4): a user already held is simply marked logged in; otherwise a verify
 * answer carrying a userId loads that user; anything else (no userId, or the call failed) logs out.
 */
export function verifyDecision(
  heldUserId: string | null,
  answer: { userId?: { userId?: unknown } | null } | 'failed',
): VerifyDecision {
  if (heldUserId !== null) return { kind: 'mark-logged-in' };
  if (answer === 'failed') return { kind: 'log-out' };
  const userId = answer.userId?.userId;
  return typeof userId === 'string' && userId !== '' ? { kind: 'load-user', userId } : { kind: 'log-out' };
}

/**
 * Spec §5: contact person and delivery address actions do nothing without a logged-in user id or
 * without a payload. The account's lists and the cart's checkout addresses both follow it.
 */
export function mayActOnAccount<T>(userId: string | null | undefined, payload: T | null | undefined): payload is T {
  return typeof userId === 'string' && userId !== '' && payload !== null && payload !== undefined;
}
