import type { ComponentType } from 'react';
import type { Locale } from '../routes/route-table';

/**
 * The typed contract between the shell and the remotes: what each remote exposes and which props
 * it takes. The shell and the remotes compile against this one interface.
 */
export type RemoteName = 'catalog' | 'cart' | 'account';

export interface RemotePageProps {
  locale: Locale;
}

export interface RemoteModules {
  'catalog/FrontPage': ComponentType<RemotePageProps>;
  'cart/CartPage': ComponentType<RemotePageProps>;
  'account/LoginPage': ComponentType<RemotePageProps>;
}

export type RemoteModuleId = keyof RemoteModules;

/** What `/remotes.json` answers: where each remote's mf-manifest.json lives right now. */
export type RemoteLocations = Record<RemoteName, string>;

export const REMOTE_NAMES: readonly RemoteName[] = ['catalog', 'cart', 'account'];
