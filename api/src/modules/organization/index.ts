// What the organisation module offers: its routes (app.ts), and for orders, onboarding and the demo
// the organisations, their delivery addresses and the check that a form's fields all passed.
export { organizationRoutes } from './organization-routes';
export { contactRoutes } from './contact-routes';
export { addressRoutes } from './address-routes';
export { OrganizationRepository } from './organization-repository';
export { AddressRepository } from './address-repository';
export { assertValid } from './organization-input';
