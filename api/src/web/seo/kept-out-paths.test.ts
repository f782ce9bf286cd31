import { LOCALES, routeTable } from '@shop/shared/routes';
import { keptOutPaths } from './kept-out-paths';

const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe('the paths robots.txt keeps crawlers out of', () => {
  it('are the API and the account, cart and staff areas in both languages, each once', () => {
    expect(keptOutPaths()).toEqual([
      '/api',
      '/callback',
      '/en/account',
      '/en/callback',
      '/en/cart',
      '/en/login',
      '/en/logout',
      '/en/staff',
      '/handlekurv',
      '/intern',
      '/login',
      '/logout',
      '/min-side',
    ]);
  });

  it('cover every path of every account, cart and staff route, and no other page', () => {
    const kept = keptOutPaths();
    for (const route of routeTable()) {
      for (const locale of LOCALES) {
        const path = route.paths[locale].replace(':id', 'ABC-1');
        const personal = route.owner === 'account' || route.owner === 'cart' || route.access === 'staff';
        expect({ path, kept: kept.some((prefix) => isUnder(path, prefix)) }).toEqual({ path, kept: personal });
      }
    }
  });

  it('follow the declared routes: a new guarded or staff route is kept out without another list to edit', () => {
    const routes = [
      ...routeTable(),
      { id: 'account-x', owner: 'account', access: 'guarded' as const, paths: { nb: '/konto/:id', en: '/en/my-account/:id' } },
      { id: 'staff-x', owner: 'backoffice', access: 'staff' as const, paths: { nb: '/personale', en: '/en/personnel' } },
    ];
    expect(keptOutPaths(routes)).toEqual(expect.arrayContaining(['/konto', '/en/my-account', '/personale', '/en/personnel']));
  });
});
