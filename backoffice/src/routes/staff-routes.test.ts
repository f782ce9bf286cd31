import { STAFF_ROUTES, type StaffRouteId, staffHref, staffRouteId } from './staff-routes';

const SCREENS: Record<StaffRouteId, true> = {
  staff: true,
  'staff-login': true,
  'staff-setup': true,
  'staff-organizations': true,
  'staff-orders': true,
  'staff-colleagues': true,
  'staff-audit': true,
  'staff-import': true,
};

describe('the staff area’s routes', () => {
  it('declares exactly the pages it has screens for, every one a staff page', () => {
    expect(STAFF_ROUTES.map((route) => route.id).sort()).toEqual(Object.keys(SCREENS).sort());
    for (const route of STAFF_ROUTES) expect(route).toMatchObject({ access: 'staff' });
  });

  it('lives under /intern and /en/staff only', () => {
    for (const route of STAFF_ROUTES) {
      expect(route.paths.nb === '/intern' || route.paths.nb.startsWith('/intern/')).toBe(true);
      expect(route.paths.en === '/en/staff' || route.paths.en.startsWith('/en/staff/')).toBe(true);
    }
    expect(staffHref('staff-setup', 'nb')).toBe('/intern/oppsett');
    expect(staffHref('staff-login', 'en')).toBe('/en/staff/log-in');
  });

  it('knows its own ids and no other team’s', () => {
    expect(staffRouteId('staff-orders')).toBe('staff-orders');
    expect(staffRouteId('account-orders')).toBeNull();
  });
});
