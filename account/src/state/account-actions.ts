import { createDeliveryAddressCall, fetchDeliveryAddresses, fetchUser, mayActOnAccount, shopStore } from '@shop/shared';
import { type DeliveryAddressInput, type OrganizationInput } from '@shop/shared/contracts';
import {
  type ContactPersonInput,
  type RegistrationInput,
  createContactPersonCall,
  createOrganizationCall,
  deleteContactPersonCall,
  deleteDeliveryAddressCall,
  editContactPersonCall,
  editDeliveryAddressCall,
  editOrganizationCall,
  fetchContactPersons,
} from '../api/organization-api';
import { refusalCodeOf } from '../api/refusals';
import {
  CONFIRMATION_NOT_SENT,
  type ContactCreationStatus,
  type OrganizationStatus,
  contactCreatedStatus,
  organizationCreatedStatus,
  organizationEditedStatus,
  outcomeOf,
} from './account-rules';
import { accountStore } from './account-store';

const session = () => shopStore.getState();
const account = () => accountStore.getState();

function currentOrganizationId(): string | null {
  return session().user?.organization.id ?? null;
}

/** The logged-in user's organisation and the payload, when spec §5 lets the action go ahead. */
function allowed<T>(payload: T | null | undefined): { orgId: string; payload: T } | null {
  const user = session().user;
  if (!user || !mayActOnAccount(user.id, payload)) return null;
  return { orgId: user.organization.id, payload };
}

/**
 * Registration. Nobody is logged in: the new user confirms the login e-mail through the link the
 * API mails, then logs in. A mail the API could not send keeps the 202 and says so in the message.
 */
export async function createOrganization(input: RegistrationInput): Promise<OrganizationStatus> {
  let status: OrganizationStatus;
  try {
    const created = await createOrganizationCall(input);
    status = organizationCreatedStatus({ kind: 'success' });
    if (created.confirmation === 'not-sent') status = { ...status, message: CONFIRMATION_NOT_SENT };
  } catch (error) {
    status = organizationCreatedStatus(outcomeOf(error));
  }
  account().setOrganizationStatus(status);
  return status;
}

/** Edits the user's organisation: 200, or 500 on any failure (spec §4). */
export async function editOrganization(input: OrganizationInput): Promise<OrganizationStatus> {
  const user = session().user;
  let succeeded = false;
  let refusalCode: string | undefined;
  if (user) {
    try {
      await editOrganizationCall(user.organization.id, input);
      succeeded = true;
    } catch (error) {
      // Reported as 500 below, whatever the cause; the demo login's refusal is said as such.
      refusalCode = refusalCodeOf(error);
    }
    if (succeeded) await refreshUser(user.id);
  }
  const status = organizationEditedStatus(succeeded, refusalCode);
  account().setOrganizationStatus(status);
  return status;
}

/** The user object carries the organisation's name and invoice type, so it is read again after an edit. */
async function refreshUser(userId: string): Promise<void> {
  try {
    const fresh = await fetchUser(userId);
    // Not if the person logged out meanwhile: that would log them in again.
    if (session().user?.id === userId) session().logIn(fresh);
  } catch {
    // The edit is saved; the header shows the old name until the next load.
  }
}

export async function loadContactPersons(): Promise<void> {
  const orgId = currentOrganizationId();
  if (orgId === null) return;
  const contacts = await fetchContactPersons(orgId);
  // A late answer for an organisation that is no longer the session's is dropped.
  if (currentOrganizationId() === orgId) account().setContactPersons(contacts);
}

export async function loadDeliveryAddresses(): Promise<void> {
  const orgId = currentOrganizationId();
  if (orgId === null) return;
  const addresses = await fetchDeliveryAddresses(orgId);
  if (currentOrganizationId() === orgId) account().setDeliveryAddresses(addresses);
}

/** Creates a contact person and reloads the list; nothing without a user or a payload (spec §5). */
export async function createContactPerson(input: ContactPersonInput | null | undefined): Promise<ContactCreationStatus | null> {
  const target = allowed(input);
  if (!target) return null;
  let status: ContactCreationStatus;
  session().startLoading();
  try {
    await createContactPersonCall(target.orgId, target.payload);
    status = contactCreatedStatus({ kind: 'success' });
  } catch (error) {
    status = contactCreatedStatus(outcomeOf(error));
  } finally {
    // Spec §8: the loading indicator is turned off whatever happened.
    session().finishLoading();
  }
  account().setContactCreationStatus(status);
  // The contact exists; a list that fails to reload keeps its rows until the next load.
  if (status.code === 202) await loadContactPersons().catch(() => undefined);
  return status;
}

/** Without changes: makes the contact the main contact (the spec's body-less PUT). */
export async function editContactPerson(contactId: string | null | undefined, changes?: Partial<ContactPersonInput>): Promise<void> {
  const target = allowed(contactId);
  if (!target) return;
  await editContactPersonCall(target.orgId, target.payload, changes);
  await loadContactPersons();
}

export async function deleteContactPerson(contactId: string | null | undefined): Promise<void> {
  const target = allowed(contactId);
  if (!target) return;
  await deleteContactPersonCall(target.orgId, target.payload);
  await loadContactPersons();
}

export async function createDeliveryAddress(input: DeliveryAddressInput | null | undefined): Promise<void> {
  const target = allowed(input);
  if (!target) return;
  await createDeliveryAddressCall(target.orgId, target.payload);
  await loadDeliveryAddresses();
}

export async function editDeliveryAddress(addressId: string, input: DeliveryAddressInput | null | undefined): Promise<void> {
  const target = allowed(input);
  if (!target) return;
  await editDeliveryAddressCall(target.orgId, addressId, target.payload);
  await loadDeliveryAddresses();
}

export async function deleteDeliveryAddress(addressId: string | null | undefined): Promise<void> {
  const target = allowed(addressId);
  if (!target) return;
  await deleteDeliveryAddressCall(target.orgId, target.payload);
  await loadDeliveryAddresses();
}
