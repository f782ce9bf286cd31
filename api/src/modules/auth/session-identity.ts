import type { Role } from '@shop/shared/contracts';

/**
 * Whom a session belongs to. A file of its own because both the session store, which reads it
 * from the database, and its in-memory cache need it: with it in either, they would import
 * each other.
 */
export interface SessionIdentity {
  sessionId: string;
  userId: string;
  organizationId: string;
  /** What the person may do in their organisation (README of the API, "Roles, limits and approval"). */
  role: Role;
}
