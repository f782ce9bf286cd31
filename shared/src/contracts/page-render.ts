/**
 * The contract between the API, which renders the shop's pages on the server, and the shell's
 * render module it runs in its render workers (shell/src/server/server-entry.ts): what a worker is
 * started with, what it is asked to render, and the JSON data blocks a rendered page carries for
 * the browser. Written once here so the API, the workers and the browser cannot drift apart.
 * Everything here crosses a thread boundary: plain, structured-cloneable data.
 */
import type { ConsentChoice } from '../consent/consent-answer';
import type { DeclaredRoutes } from '../routes/route-table';
import type { Locale } from '../routes/route-declarations';
import type { SessionUser } from './auth';
import type { RemoteName } from './remote-names';
import type { RemoteLocations } from './remotes';

/** The ids of the JSON data blocks in a rendered page's <head>, each read once by the browser. */
export const PAGE_BLOCK_IDS = {
  /** The visitor's session (PageSession): the shell starts knowing who is there. */
  session: 'shop-session',
  /** The stores' initial state, by store key: each team's store starts from its part. */
  state: 'shop-state',
  /** The remote releases the page was rendered with: the browser registers exactly those. */
  release: 'shop-release',
  /** The routes the release's remotes declared: the browser's route table. */
  routes: 'shop-routes',
  /** The page's status when it is not 200 (404: the not-found page, so hydration matches). */
  status: 'shop-page-status',
} as const;

/**
 * What a page tells the shell about its visitor: the answer GET /api/auth/verify would give (a
 * `userId` object while the session is valid, spec §7) and, for a logged-in person, the user of
 * GET /api/auth/user/{userId}. A page the browser renders alone carries none.
 */
export interface PageSession {
  userId?: { userId: string };
  /** With `access` (role, a buyer's limits): checkout renders a buyer's limits from it. */
  user?: SessionUser;
  /**
   * The last breadcrumb of a page about one thing (a product's title), as the server rendered it:
   * the browser's first render shows the same trail instead of the product's id. Set by the render.
   */
  pageTitle?: string;
}

/** What the API hands each render beside the page's address: worked out once, from the request. */
export interface RenderData {
  /** The nonce the answer's Content-Security-Policy allows scripts with. */
  nonce: string;
  /** The page's status: 404 renders the not-found page. */
  status: number;
  /** The shop's configured address: the head's absolute links. */
  origin: string;
  /** The visitor's consent answer (the consent bar), as the page's cache key names it. */
  consent: ConsentChoice;
  /** The visitor's address: the API's limits count it, not the server's. */
  client: { address: string };
}

/**
 * One page to render. It is rendered from what the API read from the request, the same that names
 * it in the API's page cache: no cookie or Host reaches the render to be read again.
 */
export interface RenderRequest<Data = RenderData> {
  /** Path and query of the page, e.g. `/kategori/alarm?side=2`. */
  url: string;
  /** The page's language, decided by the API from its address: the render does not decide it again. */
  locale: Locale;
  /**
   * The Cookie header the render's API reads send: the request's own as it came, or none for a
   * visitor's page that is kept (its key names everything the page reads).
   */
  cookieHeader: string;
  /** Who the visitor is; null for a page rendered for nobody (a candidate release's check). */
  session: PageSession | null;
  data: Data;
}

/** What a render worker is started with: the page template and the release it renders. */
export interface RenderInit {
  /** The shell's built index.html. */
  template: string;
  /** Each remote's manifest as the worker reaches it (absolute). */
  remotes: Partial<RemoteLocations>;
  /** The same releases as the browser reaches them (remotes.json): embedded in each page. */
  publicRemotes: Partial<RemoteLocations>;
  /** Where the worker reaches the shell's own files (its stylesheet, inlined in each page). */
  origin?: string;
  /** A candidate release's check: the remotes whose server builds must load, or the start fails. */
  required?: RemoteName[];
  /**
   * The routes the release's remotes declared (checked by the API before the release went live):
   * the worker's route table, and carried by every page for the browser.
   */
  routes?: DeclaredRoutes;
}
