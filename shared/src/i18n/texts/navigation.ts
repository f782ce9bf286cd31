// The header's search and menus, the mobile bottom bar and the breadcrumbs.
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
  // Crumbs and titles of the pages whose Norwegian paths are English words (/login, /logout, /callback).
  loginPage: 'Logg inn',
  logoutPage: 'Logg ut',
  callbackPage: 'Innlogging',
  // The last crumb of an address no page has (its own words may be in any language, or none).
  notFoundPage: 'Fant ikke siden',
};
