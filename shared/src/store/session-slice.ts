import type { StateCreator } from 'zustand/vanilla';
import { emit } from '../events/event-bus';

/** The logged-in user (spec §3: id, and invoiceType read from the organisation). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  organization: { id: string; name: string; invoiceType: string };
}

export interface SessionSlice {
  user: SessionUser | null;
  isLoggedIn: boolean;
  logIn: (user: SessionUser) => void;
  logOut: () => void;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set) => ({
  user: null,
  isLoggedIn: false,
  logIn: (user) => {
    set({ user, isLoggedIn: true });
    emit('session:changed', { userId: user.id });
  },
  logOut: () => {
    set({ user: null, isLoggedIn: false });
    emit('session:changed', { userId: null });
  },
});
