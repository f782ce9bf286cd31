import type { AxiosInstance } from 'axios';
import type { ComponentType } from 'react';
import type { Locale, RemoteRoutes, RouteId } from '../routes/route-table';
import type { SessionUser } from './auth';

/**
 * The typed contract between the shell and the remotes: what each remote exposes and which props
 * it takes. The shell and the remotes compile against this one interface.
 */
export { REMOTE_NAMES, type RemoteName } from './remote-names';

/**
 * A remote's pages: the shell matches the path against the route table and hands the remote that
 * owns the route its id and parameters; which screen that is, is the remote's own business.
 */
export interface RemotePageProps {
  locale: Locale;
  routeId: RouteId;
  /** The route's parameters as the path gave them (`id`, `supplier`, …), decoded. */
  params: Record<string, string>;
}

/** What a page's data loader is told when the page is rendered on the server. */
export interface PageDataRequest extends RemotePageProps {
  /** The address's query, with its `?` (filters, search words). */
  search: string;
  /** Who is logged in; null for a visitor. */
  user: SessionUser | null;
  /** The API as this page's request reaches it (its cookies), answered by the server's own process. */
  api: AxiosInstance;
  /** The shop's address as the visitor reached it (`https://shop.example`): absolute links in the head. */
  origin: string;
}

/** What a page says about itself to search engines and link previews, in the page's language. */
export interface PageHead {
  /** The page's own name (the shop's name is added): a product's title. */
  title?: string;
  description?: string;
  /** The page's one address when it has several (a product under its own category). */
  canonicalPath?: string;
  /**
   * The query that is part of the page's one address, from its `?`: a list's page beyond the first
   * (each page of a list is a page of its own for a search engine; its order and filters are not).
   */
  canonicalQuery?: string;
  /** schema.org data about the page's subject (a Product), as JSON-LD. */
  structuredData?: Record<string, unknown>;
}

/** What a page's data loader answers. */
export interface PageData {
  /** The initial state of the remote's stores, by the store's key in the render scope. */
  states: Record<string, unknown>;
  head?: PageHead;
}

/**
 * A remote may expose `PageData` (a module whose default export is this): it loads what the
 * remote's page shows first. The page is rendered on the server with the stores' states it
 * answers, and the page carries them, so the remote's store in the browser starts from them
 * (`renderedState`) and does not load them again; its head is the page's title, description and
 * structured data. A remote without it renders its pages on the server without data.
 */
export type LoadPageData = (request: PageDataRequest) => Promise<PageData>;

/** The catalogue's filter tree in the shell's slide-in filter panel (mobile and the header's filter button). */
export interface FilterPanelProps {
  locale: Locale;
  onClose: () => void;
}

/**
 * The cart team's add-to-cart control, placed by the catalogue on product cards and the product
 * page. It takes the product's SKU only: the cart prices what goes in itself, so the catalogue
 * never hands another team a price. With `quantity`, it is a quantity field starting at that
 * amount beside the button (the product page); without, a button that adds one (a card). It gives
 * its own feedback.
 */
export interface AddToCartProps {
  sku: string;
  quantity?: number;
}

/**
 * The cart team's reorder control, placed by the account's order list: puts an earlier order's
 * lines in the cart again, at today's prices, and says what it did.
 */
export interface ReorderButtonProps {
  orderNumber: string;
  lines: Array<{ sku: string; quantity: number }>;
  /** The order's own label for the button's accessible name ("Bestill igjen ordre 1001"). */
  label?: string;
}

/**
 * The catalogue's part of app start (spec §4: check the current user, then load the product menu,
 * then the featured products): the shell calls it once the user check has answered.
 */
export type CatalogAppStart = () => Promise<void>;

/** The components each remote exposes, by the id the shell's loader takes. */
export interface RemoteComponents {
  /** Every remote that declares routes renders them with its `./Pages` (a team that joins too). */
  [pages: `${string}/Pages`]: ComponentType<RemotePageProps>;
  'catalog/Pages': ComponentType<RemotePageProps>;
  'cart/Pages': ComponentType<RemotePageProps>;
  'account/Pages': ComponentType<RemotePageProps>;
  'catalog/FilterPanel': ComponentType<FilterPanelProps>;
  'cart/AddToCart': ComponentType<AddToCartProps>;
  'cart/ReorderButton': ComponentType<ReorderButtonProps>;
}

/** Every exposed module: the components, and the functions a remote hands the shell. */
export interface RemoteModules extends RemoteComponents {
  'catalog/AppStart': CatalogAppStart;
  /** What a catalogue page is rendered with on the server (the server loads it, never a browser). */
  'catalog/PageData': LoadPageData;
  /** A remote's pages' data and head for the server, when its routes say `pageData: true`. */
  [pageData: `${string}/PageData`]: LoadPageData;
  /** The routes a remote declares (route-declarations.ts): plain data, loaded where a page does not carry them. */
  [routes: `${string}/routes`]: RemoteRoutes;
}

export type RemoteModuleId = keyof RemoteModules;
export type RemoteComponentId = keyof RemoteComponents;

/** What `/remotes.json` answers: where each remote's mf-manifest.json lives right now (contracts/remotes.ts). */
export type { RemoteLocations } from './remotes';
