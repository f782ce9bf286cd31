/**
 * Spec §5: a delivery address action does nothing without a logged-in user id or without a
 * payload (an address to save).
 */
export function mayActOnAddresses<T>(userId: string | null | undefined, payload: T | null | undefined): payload is T {
  return typeof userId === 'string' && userId !== '' && payload !== null && payload !== undefined;
}
