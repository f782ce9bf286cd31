import { patternsClash, remoteRoutesProblem } from './route-declarations';
import { checkDeclaredRoutes, getHref, installRoutes, installedRoutes, matchRoute, translatePath } from './route-table';

const supplierPage = { id: 'supplier', paths: { nb: '/merker/:supplier', en: '/en/brands/:supplier' }, sitemap: { each: 'supplier' as const } };

describe('declared routes', () => {
  const shopRoutes = installedRoutes();
  afterEach(() => installRoutes(shopRoutes));

  it('takes a page a team declares, in both languages, with its parameter', () => {
    expect(matchRoute('/merker/Nordvakt')).toBeNull();
    installRoutes({ ...shopRoutes, catalog: { ...shopRoutes.catalog, routes: [...(shopRoutes.catalog?.routes ?? []), supplierPage] } });
    expect(matchRoute('/merker/Nordvakt%20AS')).toMatchObject({ route: { id: 'supplier', owner: 'catalog' }, params: { supplier: 'Nordvakt AS' } });
    expect(translatePath('/merker/Nordvakt%20AS', 'en')).toBe('/en/brands/Nordvakt%20AS');
    expect(getHref('supplier', 'nb', { supplier: 'a/b' })).toBe('/merker/a%2Fb');
    // A parameter is one segment: an encoded slash or a control character is no supplier.
    expect(matchRoute('/merker/a%2Fb')).toBeNull();
    expect(matchRoute('/merker/%0A')).toBeNull();
  });

  it('lets a new team join with its own pages and leave again', () => {
    // The teams of the workspace without the back-office (the tests' table holds every team's routes).
    const founding = Object.fromEntries(Object.entries(shopRoutes).filter(([team]) => team !== 'backoffice'));
    const backoffice = { routes: [{ id: 'staff-home', paths: { nb: '/intern', en: '/en/staff' }, access: 'staff' as const }] };
    installRoutes({ ...founding, backoffice });
    expect(matchRoute('/en/staff')).toMatchObject({ route: { owner: 'backoffice', access: 'staff' }, locale: 'en' });
    installRoutes(founding);
    expect(matchRoute('/intern')).toBeNull();
  });

  it('refuses two teams claiming one path and says which', () => {
    const cartClaims = { routes: [{ id: 'brands', paths: { nb: '/merker/:name', en: '/en/cart-brands/:name' } }] };
    const problem = checkDeclaredRoutes({ ...shopRoutes, catalog: { routes: [supplierPage] }, cart: cartClaims });
    expect(problem).toBe('the catalog route "supplier" (/merker/:supplier) claims the path of the cart route "brands" (/merker/:name)');
    // The shell's own pages count too, and so does an id another team has.
    expect(checkDeclaredRoutes({ cart: { routes: [{ id: 'mine', paths: { nb: '/kontakt', en: '/en/kontakt' } }] } })).toMatch(/cart route "mine" \(\/kontakt\) claims the path of the shell route "contact"/);
    expect(checkDeclaredRoutes({ cart: { routes: [{ id: 'terms', paths: { nb: '/vilkar', en: '/en/cart-terms' } }] } })).toMatch(/cart route "terms" has the id of the shell route "terms"/);
    expect(() => installRoutes({ ...shopRoutes, cart: cartClaims, catalog: { routes: [supplierPage] } })).toThrow(/claims the path/);
    // The table installed before stays.
    expect(matchRoute('/handlekurv')?.route.owner).toBe('cart');
  });

  it('says when two patterns can match one path', () => {
    expect(patternsClash('/merker/:supplier', '/merker/:id')).toBe(true);
    expect(patternsClash('/merker/x', '/merker/:supplier')).toBe(true);
    expect(patternsClash('/merker/x', '/merker/y')).toBe(false);
    expect(patternsClash('/merker', '/merker/:supplier')).toBe(false);
    expect(patternsClash('/', '/')).toBe(true);
  });

  it('refuses a declaration that is not one, saying what is wrong', () => {
    expect(remoteRoutesProblem(null)).toMatch(/list of routes/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/en/x', en: '/en/x' } }] })).toMatch(/nb path \/en\/x must not be under \/en/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x', en: '/x' } }] })).toMatch(/en path \/x must be \/en/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/:a', en: '/en/x/:b' } }] })).toMatch(/other parameters/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/', en: '/en/x' } }] })).toMatch(/trailing slash/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x', en: '/en/x' }, access: 'admin' }] })).toMatch(/access/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x', en: '/en/x' }, sitemap: { each: 'supplier' } }] })).toMatch(/exactly one parameter/);
    expect(remoteRoutesProblem({ routes: [supplierPage], pageData: true })).toBeNull();
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/:id', en: '/en/x/:id' }, about: { param: 'sku', thing: 'product' } }] })).toMatch(/about must name one of its parameters/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/:id', en: '/en/x/:id' }, about: { param: 'id', thing: 'order' } }] })).toMatch(/a product or a supplier/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/:id', en: '/en/x/:id' }, productsOf: 'alarm' }] })).toMatch(/productsOf is about a product/);
    expect(remoteRoutesProblem({ routes: [{ id: 'x', paths: { nb: '/x/:id', en: '/en/x/:id' }, about: { param: 'id', thing: 'product' }, productsOf: 'alarm', list: false }] })).toBeNull();
  });
});
