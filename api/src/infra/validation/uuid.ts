const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The shop's ids (organisations, addresses, contacts, orders) are UUIDs: anything else cannot
 * name one, and must never reach SQL as a uuid (PostgreSQL would answer an error, not "none").
 */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
