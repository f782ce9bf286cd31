export { staffPlugin } from './staff-plugin';
export { staffAuthRoutes } from './staff-auth-routes';
export { staffRoutes } from './staff-routes';
export { staffOrganizationRoutes } from './staff-organization-routes';
export { staffOrderRoutes } from './staff-order-routes';
export { staffCustomerRoutes } from './staff-customer-routes';
export { Totp } from './totp';
