// JSON schemas of the organisation routes. Shapes and size caps only: organization-input.ts checks
// every value and names the field in plain words.

const str = { type: 'string', maxLength: 1000 } as const;
const nullableStr = { type: ['string', 'null'], maxLength: 1000 } as const;

const postalAddressIn = {
  type: 'object',
  properties: { street: str, zipCode: str, area: str },
  additionalProperties: false,
} as const;

const postalAddressOut = {
  type: 'object',
  properties: { street: { type: 'string' }, zipCode: { type: 'string' }, area: { type: 'string' } },
  required: ['street', 'zipCode', 'area'],
} as const;

const detailsIn = {
  name: str,
  organizationNumber: str,
  address: postalAddressIn,
  invoiceAddress: { anyOf: [postalAddressIn, { type: 'null' }] },
  invoiceType: str,
  invoiceEmail: nullableStr,
  invoiceReference: nullableStr,
} as const;

export const registerBody = {
  type: 'object',
  properties: {
    ...detailsIn,
    contact: { type: 'object', properties: { name: str, email: str, phone: str }, additionalProperties: false },
    password: str,
    // The language of the page: the confirmation mail is written in it.
    locale: { type: 'string', enum: ['nb', 'en'] },
  },
  additionalProperties: false,
} as const;

export const registerAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    userId: { type: 'string' },
    // Whether the mail with the confirmation link was handed over (`not-sent`: ask for a new one).
    confirmation: { type: 'string', enum: ['sent', 'not-sent'] },
  },
  required: ['id', 'userId', 'confirmation'],
} as const;

export const editBody = {
  type: 'object',
  // mainContactId is read-only (changed through the contacts): a client may send back what GET answered.
  properties: { id: str, mainContactId: nullableStr, ...detailsIn },
  additionalProperties: false,
} as const;

export const organizationAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    organizationNumber: { type: 'string' },
    address: postalAddressOut,
    invoiceAddress: { anyOf: [postalAddressOut, { type: 'null' }] },
    invoiceType: { type: 'string', enum: ['email', 'ehf', 'paper'] },
    invoiceEmail: { type: ['string', 'null'] },
    invoiceReference: { type: 'string' },
    mainContactId: { type: ['string', 'null'] },
  },
  required: ['id', 'name', 'organizationNumber', 'address', 'invoiceAddress', 'invoiceType', 'invoiceEmail', 'invoiceReference', 'mainContactId'],
} as const;

const id = { type: 'string', maxLength: 64 } as const;
export const orgParams = { type: 'object', properties: { orgId: id }, required: ['orgId'] } as const;
export const contactParams = {
  type: 'object',
  properties: { orgId: id, contactId: id },
  required: ['orgId', 'contactId'],
} as const;
export const addressParams = {
  type: 'object',
  properties: { orgId: id, addressId: id },
  required: ['orgId', 'addressId'],
} as const;

export const contactBody = {
  type: 'object',
  properties: { name: str, email: str, phone: str },
  additionalProperties: false,
} as const;

/** A contact edit may come without a body (spec §7): the route hands that on as null. */
export const contactChangesBody = {
  type: ['object', 'null'],
  properties: contactBody.properties,
  additionalProperties: false,
} as const;

export const contactAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    isMainContact: { type: 'boolean' },
    canLogIn: { type: 'boolean' },
  },
  required: ['id', 'name', 'email', 'phone', 'isMainContact', 'canLogIn'],
} as const;

export const contactListAnswer = { type: 'array', items: contactAnswer } as const;

export const addressBody = {
  type: 'object',
  properties: { recipient: nullableStr, street: str, zipCode: str, area: str },
  additionalProperties: false,
} as const;

export const addressAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    recipient: { type: 'string' },
    street: { type: 'string' },
    zipCode: { type: 'string' },
    area: { type: 'string' },
  },
  required: ['id', 'recipient', 'street', 'zipCode', 'area'],
} as const;

export const addressListAnswer = { type: 'array', items: addressAnswer } as const;
