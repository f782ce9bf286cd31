import type { StateCreator } from 'zustand/vanilla';
import type { SessionUser } from '../contracts/auth';
import { emit } from '../events/event-bus';

/** The logged-in user (spec §3: id, and invoiceType read from the organisation), as the API answers (contracts/auth.ts). */
export type { SessionUser };

/**
 * Who is logged in (spec §3 session state: the logged-in user and isLoggedIn). The organisation's
 * lists and statuses of the same section belong to the account team's store.
 */
export interface SessionSlice {
  user: SessionUser | null;
  isLoggedIn: boolean;
  /** The app-start verify check has answered: until then a guard cannot tell a visitor from a user. */
  sessionChecked: boolean;
  logIn: (user: SessionUser) => void;
  /** The verify check found the held user still valid. */
  markLoggedIn: () => void;
  /** Clears the user and the flag (the server side: see `logOut` in session-actions). */
  logOut: () => void;
  /** Empties everything. */
  resetSession: () => void;
}

export const createSessionSlice: StateCreator<SessionSlice, [], [], SessionSlice> = (set, get) => ({
  user: null,
  isLoggedIn: false,
  sessionChecked: false,
  logIn: (user) => {
    const changed = get().user?.id !== user.id;
    set({ user, isLoggedIn: true, sessionChecked: true });
    if (changed) emit('session:changed', { userId: user.id });
  },
  markLoggedIn: () => set({ isLoggedIn: true, sessionChecked: true }),
  logOut: () => {
    const wasLoggedIn = get().user !== null || get().isLoggedIn;
    // Another person may log in next on this browser: the teams clear what was theirs on the event.
    set({ user: null, isLoggedIn: false, sessionChecked: true });
    if (wasLoggedIn) emit('session:changed', { userId: null });
  },
  resetSession: () => {
    const wasLoggedIn = get().user !== null;
    set({ user: null, isLoggedIn: false, sessionChecked: false });
    if (wasLoggedIn) emit('session:changed', { userId: null });
  },
});
