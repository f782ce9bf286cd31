// What the organisation module offers: its routes (app.ts), and for orders and the demo
// the organisations and their delivery addresses.
export { organizationRoutes } from './organization-routes';
export { contactRoutes } from './contact-routes';
export { addressRoutes } from './address-routes';
export { OrganizationRepository } from './organization-repository';
export { AddressRepository } from './address-repository';
