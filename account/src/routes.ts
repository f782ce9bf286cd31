// The account's pages, declared with its release (see catalog/src/routes.ts). Plain data.
import type { RemoteRoutes } from '@shop/shared/routes';

/** What the account's pages read of their address: login notices, return path, reset token, invitation token, order list page. */
const ACCOUNT_QUERY = ['page', 'returnTo', 'confirmed', 'password', 'token', 'invitation'];

const accountRoutes: RemoteRoutes = {
  routes: [
    { id: 'account', paths: { nb: '/min-side', en: '/en/account' }, access: 'guarded', query: ACCOUNT_QUERY },
    { id: 'account-login', paths: { nb: '/min-side/logg-inn', en: '/en/account/log-in' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'account-logout', paths: { nb: '/min-side/logg-ut', en: '/en/account/logout' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'account-create', paths: { nb: '/min-side/opprett-konto', en: '/en/account/create-account' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'account-orders', paths: { nb: '/min-side/ordre', en: '/en/account/orders' }, access: 'guarded', query: ACCOUNT_QUERY },
    // One order of the list, whole; `:id` is the order's id.
    { id: 'account-order', paths: { nb: '/min-side/ordre/:id', en: '/en/account/orders/:id' }, access: 'guarded', query: ACCOUNT_QUERY },
    { id: 'account-profile', paths: { nb: '/min-side/profil', en: '/en/account/profile' }, access: 'guarded', query: ACCOUNT_QUERY },
    // The organisation's people and the orders waiting for approval: its administrators' pages.
    { id: 'account-people', paths: { nb: '/min-side/brukere', en: '/en/account/users' }, access: 'guarded', query: ACCOUNT_QUERY },
    { id: 'account-approvals', paths: { nb: '/min-side/godkjenning', en: '/en/account/approvals' }, access: 'guarded', query: ACCOUNT_QUERY },
    // A forgotten password: asking for a link, and setting the new password from it (?token=); an
    // invited person's first password (?invitation=).
    { id: 'account-new-password', paths: { nb: '/min-side/nytt-passord', en: '/en/account/new-password' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'login', paths: { nb: '/login', en: '/en/login' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'logout', paths: { nb: '/logout', en: '/en/logout' }, query: ACCOUNT_QUERY, personal: true },
    { id: 'callback', paths: { nb: '/callback', en: '/en/callback' }, query: ACCOUNT_QUERY, personal: true },
  ],
};

export default accountRoutes;
