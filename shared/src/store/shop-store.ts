import { type StateCreator, createStore } from 'zustand/vanilla';
import { type PersistStorage, createJSONStorage, persist } from 'zustand/middleware';
import { whenUnauthorized } from '../api/http-client';
import { createConsentSlice, type ConsentSlice } from '../consent/consent-slice';
import { on } from '../events/event-bus';
import { restoredLines, type CartLine } from './cart-lines';
import { readPageSession } from './page-session';
import { createCartSlice, type CartSlice } from './cart-slice';
import { createSessionSlice, type SessionSlice } from './session-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/**
 * The kernel's store: what every team reads. Who is logged in, the cart's lines (the header badge,
 * the catalogue's add button and the cart page), consent and the page chrome. Each remote keeps the
 * rest of its journey in a store of its own.
 */
export type ShopState = CartSlice & SessionSlice & UiSlice & ConsentSlice;

const CART_STORAGE_KEY = 'shop-cart';

/** The browser keeps SKUs and quantities only: no price, nothing else the session showed. */
interface PersistedCart {
  cartLines: CartLine[];
}

/**
 * localStorage, written only when the cart lines have changed. The persist middleware writes after
 * every update of the store (a page load makes dozens: session, menus, statuses), and each write is
 * a JSON string handed to the browser's storage, synchronously.
 */
function cartStorage(storage: () => Storage = () => localStorage): PersistStorage<PersistedCart> | undefined {
  const json = createJSONStorage<PersistedCart>(storage);
  // No storage where the kernel is evaluated on the server: the page's store keeps nothing there.
  if (!json) return undefined;
  let written: CartLine[] | undefined;
  return {
    ...json,
    setItem: (name, value) => {
      if (value.state.cartLines === written) return;
      written = value.state.cartLines;
      return json.setItem(name, value);
    },
  };
}

const shopState: StateCreator<ShopState> = (...args) => ({
  ...createCartSlice(...args),
  ...createSessionSlice(...args),
  ...createUiSlice(...args),
  ...createConsentSlice(...args),
});

/**
 * What the page says of its visitor when it was served with a session block: who is logged in,
 * checked. Part of the store's initial state, the state a server render and the browser's
 * hydration both read (zustand's server snapshot), so the first render of a retailer's page
 * already has the retailer.
 */
function knownFromPage(): Partial<ShopState> {
  const page = readPageSession();
  if (page === null) return {};
  const title = page.pageTitle === undefined ? {} : { pageTitle: page.pageTitle };
  if (page.userId && !page.user) return title;
  return { user: page.user ?? null, isLoggedIn: page.user !== undefined, sessionChecked: true, ...title };
}

/**
 * Builds the one store of the kernel. The slices combine here and the middleware sits on the
 * combined store (zustand's slices guide). Only the cart is persisted, as SKUs and quantities: it
 * survives a reload, and the cart team prices it again.
 */
export function createShopStore() {
  const store = createStore<ShopState>()(
    persist((...args) => ({ ...shopState(...args), ...knownFromPage() }), {
      name: CART_STORAGE_KEY,
      // Version 1 kept whole lines, prices included, and version 2 named the SKU `id`: both are
      // read back as SKUs and quantities (restoredLines).
      version: 3,
      storage: cartStorage(),
      partialize: (state) => ({ cartLines: state.cartLines }),
      migrate: (persisted) => persisted as PersistedCart,
      merge: (persisted, current) => ({
        ...current,
        cartLines: restoredLines((persisted as Partial<PersistedCart> | undefined)?.cartLines),
      }),
    }),
  );
  // Read from storage above, synchronously (or there is none to read: private modes, the server).
  // The store's initial state, which the hydration of a rendered page reads, keeps cartRead false.
  if (typeof window !== 'undefined') store.setState({ cartRead: true });
  return store;
}

/**
 * The kernel's store for one page render on the server: nothing kept, nothing read back. What the
 * render knows (who is logged in) is its initial state, since a render on the server, and the
 * browser's hydration of it, read a store's initial state (zustand's server snapshot).
 */
export function createRenderedShopStore(known: Partial<ShopState> = {}) {
  return createStore<ShopState>()((...args) => ({ ...shopState(...args), ...known }));
}

/**
 * The single store instance. `@shop/shared` is a federated singleton, so the shell and every remote
 * import this same object; the end-to-end tests check that.
 */
export const shopStore = createShopStore();

// Wired once, when the kernel is first evaluated: never inside a slice creator.
if (typeof window !== 'undefined') {
  // Another tab changed the cart: take its version, so the cart follows the user across tabs.
  window.addEventListener('storage', (event) => {
    if (event.key === CART_STORAGE_KEY) void shopStore.persist.rehydrate();
  });
}
// Logout (or a session that ended) takes the cart with it: on a shared computer the next person
// sees neither the last retailer's prices nor what they were buying (README, "The cart").
on('session:changed', ({ userId }) => {
  if (userId === null) shopStore.getState().emptyCart();
});
// A session that ended on the server (expired, logged out elsewhere) ends on the page, once: the
// first 401 logs out, later ones find nobody logged in. A wrong password at login is no such sign,
// and neither is a staff route's 401: the staff session is another person's, never the customer's.
whenUnauthorized((url) => {
  const state = shopStore.getState();
  if (state.isLoggedIn && !url.startsWith('/auth/login') && !url.startsWith('/staff/')) state.logOut();
});
