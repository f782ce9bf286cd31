import { renderedState } from '@shop/shared';
import { createStore } from 'zustand/vanilla';
import type { StaffMember } from '../api/staff-auth-api';

/** The back-office store's key in a render on the server and in the state a rendered page carries. */
export const STAFF_STORE = 'backoffice';

/**
 * Who works in the staff area. Apart from the kernel's session (a customer): a staff member is
 * never a customer, and this store is the only place the back-office keeps them.
 */
export interface StaffState {
  member: StaffMember | null;
  /** Whether the staff session was asked for (GET /api/staff/me): until then, nobody is known. */
  checked: boolean;
  /** The login's step: the password, then the second factor. */
  loginStep: 'password' | 'code';
}

interface StaffActions {
  setMember: (member: StaffMember | null) => void;
  setLoginStep: (step: StaffState['loginStep']) => void;
  /** Nobody logged in, and the login back at its first step. */
  resetStaff: () => void;
}

export type StaffStore = StaffState & StaffActions;

const EMPTY: StaffState = { member: null, checked: false, loginStep: 'password' };

export function createStaffStore(initial?: Partial<StaffState>) {
  return createStore<StaffStore>()((set) => ({
    ...EMPTY,
    ...initial,
    setMember: (member) => set({ member, checked: true, loginStep: 'password' }),
    setLoginStep: (loginStep) => set({ loginStep }),
    resetStaff: () => set({ ...EMPTY, checked: true }),
  }));
}

/**
 * The one staff store of the page; it starts from the state a page rendered on the server carries
 * (the staff member the render read from /api/staff/me), so hydration sees what the server rendered.
 */
export const staffStore = createStaffStore(renderedState<StaffState>(STAFF_STORE));
