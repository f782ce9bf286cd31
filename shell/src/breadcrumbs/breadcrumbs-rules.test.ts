import { LOCALES, matchRoute, routeTable } from '@shop/shared';
import { breadcrumbs, segmentLabel } from './breadcrumbs-rules';

const labels = (pathname: string, locale: 'nb' | 'en' = 'nb', last?: string) =>
  breadcrumbs(pathname, locale, locale === 'nb' ? 'Forside' : 'Frontpage', last).map((crumb) => crumb.label);

describe('breadcrumbs', () => {
  it('restores Norwegian letters, capitalises and turns hyphens into spaces', () => {
    expect(labels('/kameraovervakning')).toEqual(['Forside', 'Kameraovervåkning']);
    expect(labels('/kjopsvilkar')).toEqual(['Forside', 'Kjøpsvilkår']);
    expect(labels('/personvernerklaering')).toEqual(['Forside', 'Personvernerklæring']);
    expect(labels('/brannprodukter')).toEqual(['Forside', 'Brannprodukter']);
    expect(labels('/min-side/opprett-konto')).toEqual(['Forside', 'Min side', 'Opprett konto']);
    expect(labels('/om-oss')).toEqual(['Forside', 'Om oss']);
  });

  it('names the pages whose Norwegian paths are English words in Norwegian', () => {
    const names = { login: 'Logg inn', logout: 'Logg ut', callback: 'Innlogging' };
    expect(breadcrumbs('/login', 'nb', 'Forside', undefined, names).map((crumb) => crumb.label)).toEqual(['Forside', 'Logg inn']);
    expect(breadcrumbs('/logout', 'nb', 'Forside', undefined, names)[1]).toEqual({ label: 'Logg ut', href: '/logout' });
    expect(breadcrumbs('/callback', 'nb', 'Forside', undefined, names)[1]?.label).toBe('Innlogging');
  });

  it('links every item to its own path', () => {
    expect(breadcrumbs('/handlekurv/kasse', 'nb', 'Forside')).toEqual([
      { label: 'Forside', href: '/' },
      { label: 'Handlekurv', href: '/handlekurv' },
      { label: 'Kasse', href: '/handlekurv/kasse' },
    ]);
  });

  it('treats /en as the language, not a page, and leaves English words alone', () => {
    expect(breadcrumbs('/en/camera-surveillance', 'en', 'Frontpage')).toEqual([
      { label: 'Frontpage', href: '/en' },
      { label: 'Camera surveillance', href: '/en/camera-surveillance' },
    ]);
    expect(labels('/en', 'en')).toEqual(['Frontpage']);
    expect(labels('/en/terms-of-purchase', 'en')).toEqual(['Frontpage', 'Terms of purchase']);
  });

  it('shows the product title as the last item of a product page', () => {
    expect(labels('/kameraovervakning/HIK-2043', 'nb', 'IP-kamera 4 MP')).toEqual([
      'Forside',
      'Kameraovervåkning',
      'IP-kamera 4 MP',
    ]);
  });

  it('gives an English product page its English category crumb, linking to the English category page', () => {
    expect(breadcrumbs('/en/kameraovervakning/HIK-2043', 'en', 'Frontpage', '4 MP IP camera')).toEqual([
      { label: 'Frontpage', href: '/en' },
      { label: 'Camera surveillance', href: '/en/camera-surveillance' },
      { label: '4 MP IP camera', href: '/en/kameraovervakning/HIK-2043' },
    ]);
    expect(breadcrumbs('/en/adgangskontroll/AX-1', 'en', 'Frontpage')[1]).toEqual({ label: 'Access control', href: '/en/access-control' });
    expect(breadcrumbs('/kameraovervakning/HIK-2043', 'nb', 'Forside')[1]).toEqual({ label: 'Kameraovervåkning', href: '/kameraovervakning' });
  });

  it('links every crumb of every page of the route table to a page of the route table', () => {
    for (const route of routeTable()) {
      for (const locale of LOCALES) {
        const path = route.paths[locale].replace(':id', 'AX-1');
        for (const crumb of breadcrumbs(path, locale, 'Front')) {
          expect({ path, href: crumb.href, known: matchRoute(crumb.href) !== null }).toEqual({ path, href: crumb.href, known: true });
        }
      }
    }
  });

  it('ends the trail of an address no page has with the page’s own words, never with the address’s', () => {
    const names = { login: 'Logg inn', logout: 'Logg ut', callback: 'Innlogging' };
    const trail = (pathname: string, locale: 'nb' | 'en') =>
      breadcrumbs(pathname, locale, locale === 'nb' ? 'Forside' : 'Frontpage', undefined, names, { notFound: locale === 'nb' ? 'Fant ikke siden' : 'Page not found' });
    expect(trail('/account/login', 'nb')).toEqual([
      { label: 'Forside', href: '/' },
      { label: 'Fant ikke siden', href: '/account/login' },
    ]);
    // The pages above it that exist keep their crumbs.
    expect(trail('/min-side/account/login', 'nb').map((crumb) => crumb.label)).toEqual(['Forside', 'Min side', 'Fant ikke siden']);
    expect(trail('/en/konto/logg-inn', 'en').map((crumb) => crumb.label)).toEqual(['Frontpage', 'Page not found']);
    expect(trail('/en/account/nothing-here', 'en').map((crumb) => crumb.label)).toEqual(['Frontpage', 'Account', 'Page not found']);
    // A page that exists keeps its trail.
    expect(trail('/min-side/logg-inn', 'nb').map((crumb) => crumb.label)).toEqual(['Forside', 'Min side', 'Logg inn']);
  });

  it('names the login page the account route shows with ?page=login as the login page', () => {
    const names = { login: 'Log in', logout: 'Log out', callback: 'Callback' };
    expect(breadcrumbs('/en/account', 'en', 'Frontpage', undefined, names, { search: '?page=login&returnTo=%2Fen' })).toEqual([
      { label: 'Frontpage', href: '/en' },
      { label: 'Account', href: '/en/account' },
      { label: 'Log in', href: '/en/account?page=login&returnTo=%2Fen' },
    ]);
    expect(breadcrumbs('/min-side', 'nb', 'Forside', undefined, { login: 'Logg inn' }, { search: '?page=contacts' }).map((crumb) => crumb.label)).toEqual(['Forside', 'Min side']);
  });

  it('keeps a badly encoded segment as it is', () => {
    expect(segmentLabel('%E0%A4%A', 'nb')).toBe('%E0%A4%A');
  });
});
