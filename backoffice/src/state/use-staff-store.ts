import { useScopedStore } from '@shop/shared';
import { useStore } from 'zustand';
import { STAFF_STORE, type StaffStore, createStaffStore, staffStore } from './staff-store';

/** Reads a part of the staff store; on the server, the render's own store (the kernel's render scope). */
export function useStaffStore<T>(selector: (state: StaffStore) => T): T {
  return useStore(useScopedStore(STAFF_STORE, staffStore, createStaffStore), selector);
}
