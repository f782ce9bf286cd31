import { isApiError } from '../api/http-error';
import { deleteCookiesCall, fetchUser, logInCall, verifySessionCall } from '../api/auth-api';
import {
  type ContactPersonInput,
  type DeliveryAddressInput,
  type OrganizationInput,
  type RegistrationInput,
  createContactPersonCall,
  createDeliveryAddressCall,
  createOrganizationCall,
  deleteContactPersonCall,
  deleteDeliveryAddressCall,
  editContactPersonCall,
  editDeliveryAddressCall,
  editOrganizationCall,
  fetchContactPersons,
  fetchDeliveryAddresses,
} from '../api/organization-api';
import {
  type CallOutcome,
  type ContactCreationStatus,
  type OrganizationStatus,
  contactCreatedStatus,
  mayActOnAccount,
  organizationCreatedStatus,
  organizationEditedStatus,
  verifyDecision,
} from './session-rules';
import type { PageSession } from './page-session';
import type { SessionUser } from './session-slice';
import { shopStore } from './shop-store';

/** How a failed call ended: with the server's answer, or with none. */
export function outcomeOf<E = unknown>(error: unknown): CallOutcome<E> {
  if (isApiError(error) && error.response) {
    return { kind: 'server-error', status: error.response.status, data: error.response.data as E };
  }
  return { kind: 'no-response' };
}

const state = () => shopStore.getState();

/**
 * The verify check (spec §4) answered by the session the page was served with: the same answer as
 * GET /api/auth/verify, with the user it names. Synchronous, so the first render already knows who
 * is there. False when the page's answer names a user it does not carry (then ask the API).
 */
export function settleSessionFromPage(page: PageSession): boolean {
  const decision = verifyDecision(state().user?.id ?? null, page);
  if (decision.kind === 'mark-logged-in') state().markLoggedIn();
  else if (decision.kind === 'log-out') state().logOut();
  else if (page.user?.id === decision.userId) state().logIn(page.user);
  else return false;
  return true;
}

/** The verify check (spec §4); the app runs it first at start. */
export async function verifySession(): Promise<void> {
  let answer: Awaited<ReturnType<typeof verifySessionCall>> | 'failed';
  try {
    answer = await verifySessionCall();
  } catch {
    answer = 'failed';
  }
  const decision = verifyDecision(state().user?.id ?? null, answer);
  if (decision.kind === 'mark-logged-in') state().markLoggedIn();
  else if (decision.kind === 'log-out') state().logOut();
  else {
    try {
      state().logIn(await fetchUser(decision.userId));
    } catch {
      state().logOut();
    }
  }
}

/** Logs in and loads the user; a wrong login or a limit rejects with the API's error. */
export async function logIn(email: string, password: string): Promise<SessionUser> {
  const { userId } = await logInCall(email, password);
  const user = await fetchUser(userId);
  state().logIn(user);
  return user;
}

/**
 * Logout (spec §4): ends the session on the server and clears the cookies, then clears the user
 * and the flag. The order state listens to `session:changed` and resets itself.
 */
export async function logOut(): Promise<void> {
  try {
    await deleteCookiesCall();
  } finally {
    state().logOut();
  }
}

/** Registration; the new organisation's first user is logged in at once. */
export async function createOrganization(input: RegistrationInput): Promise<OrganizationStatus> {
  let status: OrganizationStatus;
  try {
    const { userId } = await createOrganizationCall(input);
    status = organizationCreatedStatus({ kind: 'success' });
    state().logIn(await fetchUser(userId));
  } catch (error) {
    status = organizationCreatedStatus(outcomeOf(error));
  }
  state().setOrganizationStatus(status);
  return status;
}

export async function editOrganization(input: OrganizationInput): Promise<OrganizationStatus> {
  const user = state().user;
  let succeeded = false;
  if (user) {
    try {
      await editOrganizationCall(user.organization.id, input);
      // The user object carries the organisation's name and invoice type.
      state().logIn(await fetchUser(user.id));
      succeeded = true;
    } catch {
      succeeded = false;
    }
  }
  const status = organizationEditedStatus(succeeded);
  state().setOrganizationStatus(status);
  return status;
}

function organizationId(): string | null {
  const user = state().user;
  return user ? user.organization.id : null;
}

export async function loadContactPersons(): Promise<void> {
  const orgId = organizationId();
  if (orgId === null) return;
  state().setContactPersons(await fetchContactPersons(orgId));
}

export async function loadDeliveryAddresses(): Promise<void> {
  const orgId = organizationId();
  if (orgId === null) return;
  state().setDeliveryAddresses(await fetchDeliveryAddresses(orgId));
}

/** Creates a contact person and reloads the list; nothing without a user or a payload (spec §5). */
export async function createContactPerson(payload: ContactPersonInput | null | undefined): Promise<ContactCreationStatus | null> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, payload) || orgId === null) return null;
  let status: ContactCreationStatus;
  state().startLoading();
  try {
    await createContactPersonCall(orgId, payload);
    status = contactCreatedStatus({ kind: 'success' });
  } catch (error) {
    status = contactCreatedStatus(outcomeOf(error));
  } finally {
    // Spec §8: the loading indicator is turned off whatever happened.
    state().finishLoading();
  }
  state().setContactCreationStatus(status);
  if (status.code === 202) await loadContactPersons();
  return status;
}

/** Without changes: makes the contact the main contact (the spec's body-less PUT). */
export async function editContactPerson(contactId: string | null | undefined, changes?: Partial<ContactPersonInput>): Promise<void> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, contactId) || orgId === null) return;
  await editContactPersonCall(orgId, contactId, changes);
  await loadContactPersons();
}

export async function deleteContactPerson(contactId: string | null | undefined): Promise<void> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, contactId) || orgId === null) return;
  await deleteContactPersonCall(orgId, contactId);
  await loadContactPersons();
}

export async function createDeliveryAddress(payload: DeliveryAddressInput | null | undefined): Promise<void> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, payload) || orgId === null) return;
  await createDeliveryAddressCall(orgId, payload);
  await loadDeliveryAddresses();
}

export async function editDeliveryAddress(addressId: string, payload: DeliveryAddressInput | null | undefined): Promise<void> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, payload) || orgId === null) return;
  await editDeliveryAddressCall(orgId, addressId, payload);
  await loadDeliveryAddresses();
}

export async function deleteDeliveryAddress(addressId: string | null | undefined): Promise<void> {
  const orgId = organizationId();
  if (!mayActOnAccount(state().user?.id, addressId) || orgId === null) return;
  await deleteDeliveryAddressCall(orgId, addressId);
  await loadDeliveryAddresses();
}
