// The header's search and menus, the mobile bottom bar and the breadcrumbs.
import type { TextsOf } from './texts-of';

export const nb = {
  frontpage: 'Forside',
  breadcrumbs: 'Brødsmulesti',
  searchPlaceholder: 'Søk',
  searchLabel: 'Søk i produkter',
  searchSubmit: 'Søk',
  menu: 'Meny',
  closeMenu: 'Lukk menyen',
  account: 'Min side',
  filter: 'Filter',
  closeFilter: 'Lukk filteret',
  mainMenu: 'Hovedmeny',
  mobileBar: 'Snarveier',
  skipToContent: 'Hopp til innholdet',
  loading: 'Laster siden',
};

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
};
