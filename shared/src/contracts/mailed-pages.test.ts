import { SHELL_ROUTES, installedRoutes } from '../routes/route-table';
import { MAILED_PAGES, type MailedPage, mailedPagePath } from './mailed-pages';

/** The team whose page each mailed path is: its routes module must declare the same paths. */
const OWNERS: Record<MailedPage, string> = {
  account: 'account',
  'account-login': 'account',
  'account-new-password': 'account',
  'account-approvals': 'account',
  contact: 'shell',
  'staff-setup': 'backoffice',
};

// The routes modules of this repository's remotes as their builds publish them (routes.json): every
// package's tests run with them installed (tooling/jest/setup-routes.cjs).
const declared = installedRoutes();

function declaredPaths(owner: string, id: string) {
  const routes = owner === 'shell' ? SHELL_ROUTES : (declared[owner]?.routes ?? []);
  return routes.find((route) => route.id === id)?.paths;
}

describe('the pages the API mails links to', () => {
  it.each(Object.keys(MAILED_PAGES) as MailedPage[])('%s is declared by its team at the same paths', (page) => {
    expect(declaredPaths(OWNERS[page], page)).toEqual(MAILED_PAGES[page]);
  });

  it('gives the approvals page in each language', () => {
    expect(mailedPagePath('account-approvals', 'nb')).toBe('/min-side/godkjenning');
    expect(mailedPagePath('account-approvals', 'en')).toBe('/en/account/approvals');
  });
});
