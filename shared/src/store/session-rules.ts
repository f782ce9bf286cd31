import type { DeliveryAddressInput, RegistrationError } from '../api/organization-api';

/** Organisation status (spec §4): starts empty; creation and editing set it. */
export interface OrganizationStatus {
  ordered: boolean;
  code: number;
  message?: string;
}

export const EMPTY_ORGANIZATION_STATUS: OrganizationStatus = { ordered: false, code: 0 };

/** Contact creation status (spec §4): the code and the text or the server's data. */
export interface ContactCreationStatus {
  code: number;
  data: unknown;
}

/** How a call ended, as the status rules need to know it. */
export type CallOutcome<E = unknown> =
  | { kind: 'success' }
  | { kind: 'server-error'; status: number; data: E }
  | { kind: 'no-response' };

export const SOMETHING_WENT_WRONG = 'Noe gikk galt';
export const CONTACT_CREATED = 'Bruker opprettet';

/** After creating an organisation: 202; a server error gives 409 with its first error code; no answer 500. */
export function organizationCreatedStatus(
  outcome: CallOutcome<{ Errors?: RegistrationError[] } | undefined>,
): OrganizationStatus {
  switch (outcome.kind) {
    case 'success':
      return { ordered: true, code: 202 };
    case 'server-error':
      return { ordered: true, code: 409, message: outcome.data?.Errors?.[0]?.Code ?? 'Error' };
    case 'no-response':
      return { ordered: true, code: 500, message: SOMETHING_WENT_WRONG };
  }
}

/** After editing an organisation: 200 on success, 500 on any failure. */
export function organizationEditedStatus(succeeded: boolean): OrganizationStatus {
  return { ordered: true, code: succeeded ? 200 : 500 };
}

/** After creating a contact person: 202 "Bruker opprettet"; the server's status and data; no answer 500. */
export function contactCreatedStatus(outcome: CallOutcome): ContactCreationStatus {
  switch (outcome.kind) {
    case 'success':
      return { code: 202, data: CONTACT_CREATED };
    case 'server-error':
      return { code: outcome.status, data: outcome.data };
    case 'no-response':
      return { code: 500, data: SOMETHING_WENT_WRONG };
  }
}

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

/** Spec §5: contact and address actions do nothing without a logged-in user id or without a payload. */
export function mayActOnAccount<T>(userId: string | null | undefined, payload: T | null | undefined): payload is T {
  return typeof userId === 'string' && userId !== '' && payload !== null && payload !== undefined;
}

/** The option-list label of a delivery address (spec §3): "Recipient, Street, 0150 Oslo". */
export function deliveryAddressLabel(address: DeliveryAddressInput): string {
  const recipient = address.recipient.trim();
  return `${recipient !== '' ? `${recipient}, ` : ''}${address.street}, ${address.zipCode} ${address.area}`;
}
