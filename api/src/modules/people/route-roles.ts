import type { Role } from '@shop/shared/contracts';

/**
 * Who may call each customer route of the API (README of the API, "Roles, limits and approval").
 * `anyone`: no login needed, or the route decides alone (logins, links, the public catalogue);
 * otherwise the roles whose logins may call it. A logged-in person whose role is not listed gets
 * 403 `RoleNotAllowed`, and so does every login on a route missing here: a new route is closed
 * until it is given a rule (and the role matrix test fails for it). The staff's routes have their
 * own login and are not listed.
 */
type Rule = 'anyone' | readonly Role[];

const EVERYONE: readonly Role[] = ['administrator', 'buyer', 'requester'];
const ADMIN: readonly Role[] = ['administrator'];

const catalog = (base: string): Record<string, Rule> =>
  Object.fromEntries(['list', 'featured', 'detail/:id', 'search', 'filterlist', 'facets', 'batch'].map((path) => [`GET /api/${base}/${path}`, base === 'product' ? 'anyone' : EVERYONE]));

export const ROUTE_ROLES: Record<string, Rule> = {
  'GET /api/product/menu': 'anyone',
  'GET /api/health': 'anyone',
  'GET /api/ready': 'anyone',
  'GET /api/product/suppliers': 'anyone',
  'GET /api/product/banners': 'anyone',
  'GET /api/product/warehouses': 'anyone',
  ...catalog('product'),
  ...catalog('productUser'),
  'GET /api/images/products/:file': 'anyone',
  'GET /api/images/suppliers/:file': 'anyone',
  'GET /api/images/banners/:file': 'anyone',
  'GET /api/auth/authorize': 'anyone',
  'POST /api/auth/login': 'anyone',
  'GET /api/auth/verify': 'anyone',
  'GET /api/auth/confirm-email': 'anyone',
  'POST /api/auth/confirm-email': 'anyone',
  'POST /api/auth/confirm-email/resend': 'anyone',
  'POST /api/auth/password-reset': 'anyone',
  'POST /api/auth/password-reset/complete': 'anyone',
  'POST /api/auth/login-link': 'anyone',
  'POST /api/auth/login-link/complete': 'anyone',
  'GET /api/auth/invitation': 'anyone',
  'POST /api/auth/invitation/complete': 'anyone',
  'POST /api/auth/delete/cookies': 'anyone',
  'GET /api/auth/delete/cookies': 'anyone',
  'POST /api/analytics/pageview': 'anyone',
  'POST /api/releases/errors': 'anyone',
  'GET /api/operator/releases': 'anyone',
  // Registering a new organisation: whoever is logged in may register another one.
  'POST /api/organization': 'anyone',

  // One's own profile and password, the organisation's details, people and addresses to read (the
  // checkout chooses an address), one's orders and order requests, and sending a cart.
  'GET /api/auth/user/:userId': EVERYONE,
  'PUT /api/auth/user/:userId': EVERYONE,
  'POST /api/auth/user/:userId/password': EVERYONE,
  'GET /api/organization/:orgId': EVERYONE,
  'GET /api/organization/:orgId/contactPersons': EVERYONE,
  'GET /api/organization/:orgId/deliveryAddress': EVERYONE,
  'GET /api/orders/:userId': EVERYONE,
  'GET /api/orders/:userId/:orderId/lines': EVERYONE,
  'GET /api/order/:orderId': EVERYONE,
  'POST /api/orders/delivery-options': EVERYONE,
  'POST /api/orders': EVERYONE,
  'POST /api/order/': EVERYONE,
  'GET /api/order-requests/:userId': EVERYONE,
  'DELETE /api/order-requests/:userId/:requestId': EVERYONE,

  // The organisation's details, contacts, addresses, people, roles, limits and approvals.
  'POST /api/organization/:orgId': ADMIN,
  'POST /api/organization/:orgId/customers': ADMIN,
  'PUT /api/organization/:orgId/contacts/:contactId': ADMIN,
  'DELETE /api/organization/:orgId/contacts/:contactId': ADMIN,
  'POST /api/organization/:orgId/deliveryAddress': ADMIN,
  'PUT /api/organization/:orgId/deliveryAddress/:addressId': ADMIN,
  'DELETE /api/organization/:orgId/deliveryAddress/:addressId': ADMIN,
  'GET /api/organization/:orgId/people': ADMIN,
  'PUT /api/organization/:orgId/people/:contactId/role': ADMIN,
  'POST /api/organization/:orgId/people/:contactId/invitation': ADMIN,
  'DELETE /api/organization/:orgId/people/:contactId/invitation': ADMIN,
  'GET /api/organization/:orgId/approvals': ADMIN,
  'POST /api/organization/:orgId/approvals/:requestId/approve': ADMIN,
  'POST /api/organization/:orgId/approvals/:requestId/refuse': ADMIN,
};

/** Whether a logged-in person of `role` may call the route (`METHOD /api/path`); false for a route without a rule. */
export function roleMayCall(route: string, role: Role): boolean {
  const rule = ROUTE_ROLES[route];
  if (rule === undefined) return false;
  return rule === 'anyone' || rule.includes(role);
}

/** The API's customer routes, which need a rule: everything under /api but the staff's own. */
export const needsRoleRule = (url: string): boolean => url.startsWith('/api/') && !url.startsWith('/api/staff/');
