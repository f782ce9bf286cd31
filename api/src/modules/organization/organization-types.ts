/** The JSON shapes of the organisation routes. */
export type InvoiceType = 'email' | 'ehf' | 'paper';
export const INVOICE_TYPES: readonly InvoiceType[] = ['email', 'ehf', 'paper'];

export interface PostalAddress {
  street: string;
  zipCode: string;
  area: string;
}

export interface OrganizationDetails {
  name: string;
  organizationNumber: string;
  /** Visiting address; also where paper invoices go unless an invoice address is given. */
  address: PostalAddress;
  invoiceAddress: PostalAddress | null;
  invoiceType: InvoiceType;
  /** Where e-mailed invoices go; only with invoice type "email". */
  invoiceEmail: string | null;
  invoiceReference: string;
}

export interface Organization extends OrganizationDetails {
  id: string;
  mainContactId: string | null;
}

export interface ContactInput {
  name: string;
  email: string;
  phone: string;
}

export interface ContactPerson extends ContactInput {
  id: string;
  isMainContact: boolean;
  /** Has a password and can log in to the shop. */
  canLogIn: boolean;
}

export interface DeliveryAddressInput {
  /** May be empty (spec §3). */
  recipient: string;
  street: string;
  zipCode: string;
  area: string;
}

export interface DeliveryAddress extends DeliveryAddressInput {
  id: string;
}
