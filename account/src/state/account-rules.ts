import { isApiError } from '@shop/shared';
import type { RegistrationError } from '../api/organization-api';

/** Organisation status (spec §4): starts empty; creation and editing set it. */
export interface OrganizationStatus {
  ordered: boolean;
  code: number;
  message?: string;
}

export const EMPTY_ORGANIZATION_STATUS: OrganizationStatus = { ordered: false, code: 0 };

/** The message of a registration (202) whose confirmation mail the API could not send. */
export const CONFIRMATION_NOT_SENT = 'ConfirmationNotSent';

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

const SOMETHING_WENT_WRONG = 'Noe gikk galt';
const CONTACT_CREATED = 'Bruker opprettet';

/** How a failed call ended: with the server's answer, or with none (no answer, no answer in time). */
export function outcomeOf<E = unknown>(error: unknown): CallOutcome<E> {
  if (isApiError(error) && error.response) {
    // The body is whatever the server sent; the rule that reads it checks each part it uses.
    return { kind: 'server-error', status: error.response.status, data: error.response.data as E };
  }
  return { kind: 'no-response' };
}

/** After creating an organisation: 202; a server error gives 409 with its first error code; no answer 500. */
export function organizationCreatedStatus(
  outcome: CallOutcome<{ Errors?: RegistrationError[] } | undefined>,
): OrganizationStatus {
  switch (outcome.kind) {
    case 'success':
      return { ordered: true, code: 202 };
    case 'server-error': {
      const first: unknown = outcome.data?.Errors?.[0]?.Code;
      return { ordered: true, code: 409, message: typeof first === 'string' && first !== '' ? first : 'Error' };
    }
    case 'no-response':
      return { ordered: true, code: 500, message: SOMETHING_WENT_WRONG };
  }
}

/**
 * After editing an organisation: 200 on success, 500 on any failure; a refusal the page explains
 * (the demo login's, `DemoAccount`) keeps its code as the message.
 */
export function organizationEditedStatus(succeeded: boolean, refusalCode?: string): OrganizationStatus {
  if (succeeded) return { ordered: true, code: 200 };
  return refusalCode === undefined ? { ordered: true, code: 500 } : { ordered: true, code: 500, message: refusalCode };
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
