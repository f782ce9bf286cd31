import type { nb } from '../navigation';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  frontpage: 'Frontpage',
  breadcrumbs: 'Breadcrumbs',
  searchPlaceholder: 'Search',
  searchLabel: 'Search products',
  searchSubmit: 'Search',
  menu: 'Menu',
  closeMenu: 'Close the menu',
  account: 'Account',
  filter: 'Filter',
  closeFilter: 'Close the filter',
  mainMenu: 'Main menu',
  mobileBar: 'Shortcuts',
  skipToContent: 'Skip to content',
  loading: 'Loading the page',
  loginPage: 'Log in',
  logoutPage: 'Log out',
  callbackPage: 'Callback',
  notFoundPage: 'Page not found',
};
