import type { DeliveryAddress } from '@shop/shared/contracts';
import { createStore } from 'zustand/vanilla';
import type { ContactPerson } from '../api/organization-api';
import { type ContactCreationStatus, EMPTY_ORGANIZATION_STATUS, type OrganizationStatus } from './account-rules';

/**
 * The account team's part of the session state (spec §3): the organisation's status, its delivery
 * addresses and contact persons, and how the last contact creation went. Who is logged in is the
 * kernel's; this belongs to that person's organisation and is emptied when the session changes.
 */
interface AccountState {
  organizationStatus: OrganizationStatus;
  deliveryAddresses: DeliveryAddress[];
  contactPersons: ContactPerson[];
  contactCreationStatus: ContactCreationStatus | null;
}

interface AccountActions {
  setOrganizationStatus: (status: OrganizationStatus) => void;
  /** Back to empty (spec §4), e.g. when the person leaves or changes the form. */
  resetOrganizationStatus: () => void;
  setContactCreationStatus: (status: ContactCreationStatus) => void;
  resetContactCreationStatus: () => void;
  setDeliveryAddresses: (addresses: DeliveryAddress[]) => void;
  setContactPersons: (contacts: ContactPerson[]) => void;
  /** Empties everything: nothing of one person's organisation stays for the next. */
  resetAccount: () => void;
}

export type AccountStore = AccountState & AccountActions;

const EMPTY: AccountState = {
  organizationStatus: EMPTY_ORGANIZATION_STATUS,
  deliveryAddresses: [],
  contactPersons: [],
  contactCreationStatus: null,
};

export function createAccountStore() {
  return createStore<AccountStore>()((set) => ({
    ...EMPTY,
    setOrganizationStatus: (organizationStatus) => set({ organizationStatus }),
    resetOrganizationStatus: () => set({ organizationStatus: EMPTY_ORGANIZATION_STATUS }),
    setContactCreationStatus: (contactCreationStatus) => set({ contactCreationStatus }),
    resetContactCreationStatus: () => set({ contactCreationStatus: null }),
    setDeliveryAddresses: (deliveryAddresses) => set({ deliveryAddresses }),
    setContactPersons: (contactPersons) => set({ contactPersons }),
    resetAccount: () => set(EMPTY),
  }));
}

/** The one account store of the page: the account container is loaded once, so this module runs once. */
export const accountStore = createAccountStore();
