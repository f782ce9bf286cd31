import { useScopedStore } from '@shop/shared';
import { useStore } from 'zustand';
import { type AccountStore, accountStore, createAccountStore } from './account-store';

/**
 * Reads a part of the account store in a component and renders again when that part changes. On
 * the server, the store is the render's own (the kernel's render scope).
 */
export function useAccountStore<T>(selector: (state: AccountStore) => T): T {
  return useStore(useScopedStore('account', accountStore, createAccountStore), selector);
}
