import type { StateCreator } from 'zustand/vanilla';
import type { ContactPerson, DeliveryAddress } from '../api/organization-api';
import { emit } from '../events/event-bus';
import {
  type ContactCreationStatus,
  EMPTY_ORGANIZATION_STATUS,
  type OrganizationStatus,
} from './session-rules';

/** The logged-in user (spec §3: id, and invoiceType read from the organisation). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  phone: string;
  organization: { id: string; name: string; invoiceType: 'email' | 'ehf' | 'paper' };
}

/** Session state (spec §3). */
export interface SessionSlice {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** The app-start verify check has answered: until then a guard cannot tell a visitor from a user. */
  sessionChecked: boolean;
  /** Organisation status: creation and editing (spec §4). */
  organizationStatus: OrganizationStatus;
  deliveryAddresses: DeliveryAddress[];
  contactPersons: ContactPerson[];
  contactCreationStatus: ContactCreationStatus | null;
  logIn: (user: SessionUser) => void;
  /** The verify check found the held user still valid. */
  markLoggedIn: () => void;
  /** Clears the user and the flag (the server side and the order state: see `logOut` in session-actions). */
  logOut: () => void;
  /** Empties everything. */
  resetSession: () => void;
  setOrganizationStatus: (status: OrganizationStatus) => void;
  resetOrganizationStatus: () => void;
  setContactCreationStatus: (status: ContactCreationStatus) => void;
  resetContactCreationStatus: () => void;
  setDeliveryAddresses: (addresses: DeliveryAddress[]) => void;
  setContactPersons: (contacts: ContactPerson[]) => void;
}

const EMPTY = {
  user: null,
  isLoggedIn: false,
  organizationStatus: EMPTY_ORGANIZATION_STATUS,
  deliveryAddresses: [],
  contactPersons: [],
  contactCreationStatus: null,
} satisfies Partial<SessionSlice>;

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set, get) => ({
  ...EMPTY,
  sessionChecked: false,
  logIn: (user) => {
    const changed = get().user?.id !== user.id;
    set({ user, isLoggedIn: true, sessionChecked: true });
    if (changed) emit('session:changed', { userId: user.id });
  },
  markLoggedIn: () => set({ isLoggedIn: true, sessionChecked: true }),
  logOut: () => {
    const wasLoggedIn = get().user !== null || get().isLoggedIn;
    // Another person may log in next on this browser: nothing of this one's organisation stays.
    set({ ...EMPTY, sessionChecked: true });
    if (wasLoggedIn) emit('session:changed', { userId: null });
  },
  resetSession: () => {
    const wasLoggedIn = get().user !== null;
    set({ ...EMPTY, sessionChecked: false });
    if (wasLoggedIn) emit('session:changed', { userId: null });
  },
  setOrganizationStatus: (organizationStatus) => set({ organizationStatus }),
  resetOrganizationStatus: () => set({ organizationStatus: EMPTY_ORGANIZATION_STATUS }),
  setContactCreationStatus: (contactCreationStatus) => set({ contactCreationStatus }),
  resetContactCreationStatus: () => set({ contactCreationStatus: null }),
  setDeliveryAddresses: (deliveryAddresses) => set({ deliveryAddresses }),
  setContactPersons: (contactPersons) => set({ contactPersons }),
});
