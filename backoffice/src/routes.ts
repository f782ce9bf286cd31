// The back-office's pages as the shop learns them from its release (written to routes.json beside
// its manifest): plain data, only types imported. Every page is a staff page: the customers' guard
// never applies, the server never keeps one in a cache, and neither the sitemap nor robots lets
// crawlers in. The staff area checks its own session (pages/staff-area.tsx).
import type { RemoteRoutes } from '@shop/shared/routes';

const routes: RemoteRoutes = {
  routes: [
    { id: 'staff', paths: { nb: '/intern', en: '/en/staff' }, access: 'staff' },
    { id: 'staff-login', paths: { nb: '/intern/logg-inn', en: '/en/staff/log-in' }, access: 'staff', query: ['returnTo'] },
    { id: 'staff-setup', paths: { nb: '/intern/oppsett', en: '/en/staff/set-up' }, access: 'staff', query: ['token'] },
    { id: 'staff-organizations', paths: { nb: '/intern/kunder', en: '/en/staff/customers' }, access: 'staff' },
    { id: 'staff-orders', paths: { nb: '/intern/ordre', en: '/en/staff/orders' }, access: 'staff' },
    { id: 'staff-colleagues', paths: { nb: '/intern/kolleger', en: '/en/staff/colleagues' }, access: 'staff' },
    { id: 'staff-audit', paths: { nb: '/intern/logg', en: '/en/staff/audit-log' }, access: 'staff' },
    { id: 'staff-import', paths: { nb: '/intern/import', en: '/en/staff/import' }, access: 'staff' },
  ],
  pageData: true,
};

export default routes;
