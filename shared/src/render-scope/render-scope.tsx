import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { StoreApi } from 'zustand';
import { i18n } from '../i18n/i18n';
import type { SessionUser } from '../contracts/auth';
import type { Locale } from '../routes/route-table';
import type { ConsentChoice } from '../consent/consent-cookies';
import { createRenderedShopStore } from '../store/shop-store';

/** The kernel's own store's key in a scope. */
export const SHOP_STORE = 'shop';

/**
 * One page render's own state on the server. The federated singletons (this kernel, each remote's
 * container) live once per server process, while requests in nb and en, for visitors and for
 * retailers, render side by side: each render gets a scope of its own, with its own i18n instance
 * and its own store per team, made on first use. In the browser there is no scope: the page is one
 * customer's, and its module-level stores and i18n instance are the page's.
 */
export interface RenderScope {
  readonly locale: Locale;
  /** The kernel's i18n instance cloned: the same texts, this render's language. */
  readonly i18n: typeof i18n;
  /** Each team's store for this render, by the team's key ('shop', 'catalog', …). */
  readonly stores: Map<string, StoreApi<unknown>>;
  /** The initial states the page's data loader answered, by store key (LoadPageData). */
  readonly pageStates: Record<string, unknown>;
}

const RenderScopeContext = createContext<RenderScope | null>(null);

/**
 * A scope for one render in `locale`, for `user` (null: a visitor), as the session cookie said,
 * with the consent answer the server read from the request (the same one its page cache keys on). Texts registered later (a
 * remote's) are seen by it too: the clone shares the texts, not the language. What the request
 * says is the initial state of the render's own store (never set through the page's session
 * actions, whose events would reach every team's page-wide state in this process), as the
 * browser's store starts from the same page (shop-store.ts, `knownFromPage`).
 */
export function createRenderScope(
  locale: Locale,
  user: SessionUser | null,
  consent: ConsentChoice = { answered: false, enabled: [] },
  pageStates: Record<string, unknown> = {},
  pageTitle: string | null = null,
): RenderScope {
  const scope: RenderScope = { locale, i18n: i18n.cloneInstance({ lng: locale, initAsync: false }), stores: new Map(), pageStates };
  const shop = createRenderedShopStore({
    user,
    isLoggedIn: user !== null,
    sessionChecked: true,
    consentAnswered: consent.answered,
    enabledCookies: consent.enabled,
    pageTitle,
  });
  scope.stores.set(SHOP_STORE, shop);
  return scope;
}

/** Everything under it renders with the scope's language and stores. */
export function RenderScopeProvider({ scope, children }: { scope: RenderScope; children: ReactNode }) {
  return (
    <RenderScopeContext value={scope}>
      <I18nextProvider i18n={scope.i18n}>{children}</I18nextProvider>
    </RenderScopeContext>
  );
}

/**
 * The store a component reads: in the browser the page's own (`pageStore`); in a render on the
 * server, the render's, made with `create` the first time the render asks for `key`, from the
 * state the page's data loader answered for `key` when it did.
 */
export function useScopedStore<S>(key: string, pageStore: StoreApi<S>, create: (initial?: Partial<S>) => StoreApi<S>): StoreApi<S> {
  const scope = useContext(RenderScopeContext);
  if (!scope) return pageStore;
  return scopedStore(scope, key, create);
}

/** The render's store of a team, made on first use. */
function scopedStore<S>(scope: RenderScope, key: string, create: (initial?: Partial<S>) => StoreApi<S>): StoreApi<S> {
  let store = scope.stores.get(key) as StoreApi<S> | undefined;
  if (!store) {
    store = create(scope.pageStates[key] as Partial<S> | undefined);
    scope.stores.set(key, store);
  }
  return store;
}
