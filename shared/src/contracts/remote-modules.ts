import type { ComponentType } from 'react';
import type { Product } from '../domain/product';
import type { Locale, RouteId } from '../routes/route-table';

/**
 * The typed contract between the shell and the remotes: what each remote exposes and which props
 * it takes. The shell and the remotes compile against this one interface.
 */
export type RemoteName = 'catalog' | 'cart' | 'account';

/**
 * A remote's pages: the shell matches the path against the route table and hands the remote that
 * owns the route its id and parameters; which screen that is, is the remote's own business.
 */
export interface RemotePageProps {
  locale: Locale;
  routeId: RouteId;
  params: { id?: string };
}

/** The catalogue's filter tree in the shell's slide-in filter panel (mobile and the header's filter button). */
export interface FilterPanelProps {
  locale: Locale;
  onClose: () => void;
}

/**
 * The cart team's add-to-cart control, placed by the catalogue on product cards (a button) and on
 * the product page (`withQuantity`: a quantity field with the button). It gives its own feedback.
 */
export interface AddToCartProps {
  product: Product;
  withQuantity?: boolean;
}

export interface RemoteModules {
  'catalog/Pages': ComponentType<RemotePageProps>;
  'cart/Pages': ComponentType<RemotePageProps>;
  'account/Pages': ComponentType<RemotePageProps>;
  'catalog/FilterPanel': ComponentType<FilterPanelProps>;
  'cart/AddToCart': ComponentType<AddToCartProps>;
}

export type RemoteModuleId = keyof RemoteModules;

/** What `/remotes.json` answers: where each remote's mf-manifest.json lives right now. */
export type RemoteLocations = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'cart', 'account'];
