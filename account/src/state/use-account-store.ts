import { useStore } from 'zustand';
import { type AccountStore, accountStore } from './account-store';

/** Reads a part of the account store in a component and renders again when that part changes. */
export function useAccountStore<T>(selector: (state: AccountStore) => T): T {
  return useStore(accountStore, selector);
}
