// The organisation API (spec §7: /api/organization): registering, the organisation's details, its
// contact persons and delivery addresses. Answers are exact shapes; request bodies are only shapes
// and size caps, because the API checks every value itself (FieldChecker, field-rules.ts) and names
// the field in plain words.
import { type Static, type TSchema, Type } from '@sinclair/typebox';

export const INVOICE_TYPES = ['email', 'ehf', 'paper'] as const;

/** Any text field of a body: its rules are checked by the API, here only a cap. */
const text = Type.String({ maxLength: 1000 });
const textOrNull = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 1000 });
const id = Type.String({ maxLength: 64 });
/** A body's field: every one may be left out (the API names a missing one). */
const loose = <T extends TSchema>(schema: T) => Type.Optional(schema);

const PostalAddressSchema = Type.Object({ street: Type.String(), zipCode: Type.String(), area: Type.String() });
export type PostalAddress = Static<typeof PostalAddressSchema>;

const PostalAddressBody = Type.Object({ street: loose(text), zipCode: loose(text), area: loose(text) }, { additionalProperties: false });

const detailsBody = {
  name: loose(text),
  organizationNumber: loose(text),
  address: loose(PostalAddressBody),
  invoiceAddress: loose(Type.Union([PostalAddressBody, Type.Null()])),
  invoiceType: loose(text),
  invoiceEmail: loose(textOrNull),
  invoiceReference: loose(textOrNull),
};

/** The organisation as GET /api/organization/{orgId} answers it. */
export const OrganizationSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  organizationNumber: Type.String(),
  /** Visiting address; also where paper invoices go unless an invoice address is given. */
  address: PostalAddressSchema,
  invoiceAddress: Type.Union([PostalAddressSchema, Type.Null()]),
  invoiceType: Type.Unsafe<(typeof INVOICE_TYPES)[number]>({ type: 'string', enum: INVOICE_TYPES }),
  /** Where e-mailed invoices go; only with invoice type "email". */
  invoiceEmail: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
  invoiceReference: Type.String(),
  mainContactId: Type.Unsafe<string | null>({ type: ['string', 'null'] }),
});
export type Organization = Static<typeof OrganizationSchema>;
export type InvoiceType = Organization['invoiceType'];
/** What a form edits of the organisation: all but its id and main contact. */
export type OrganizationInput = Omit<Organization, 'id' | 'mainContactId'>;

/** POST /api/organization: a new organisation, its first contact person and their login. */
export const RegisterBodySchema = Type.Object(
  {
    ...detailsBody,
    contact: loose(Type.Object({ name: loose(text), email: loose(text), phone: loose(text) }, { additionalProperties: false })),
    password: loose(text),
    // The language of the page: the confirmation mail is written in it.
    locale: loose(Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] })),
  },
  { additionalProperties: false },
);
export type RegisterBody = Static<typeof RegisterBodySchema>;

/**
 * A registered organisation. Nobody is logged in yet: the login e-mail is confirmed first, through
 * the link mailed to it (`not-sent`: the mail could not be handed over, a new link can be asked for).
 */
export const RegisteredSchema = Type.Object({
  id: Type.String(),
  userId: Type.String(),
  confirmation: Type.Unsafe<'sent' | 'not-sent'>({ type: 'string', enum: ['sent', 'not-sent'] }),
});
export type Registered = Static<typeof RegisteredSchema>;

/**
 * One item of the `Errors` list registration answers a refusal with (spec §7); the client shows the
 * first code in the person's language.
 */
export interface RegistrationError {
  Code: string;
  Field?: string;
  Message: string;
}

/** POST /api/organization/{orgId}: mainContactId is read-only (changed through the contacts): a client may send back what GET answered. */
export const OrganizationEditBodySchema = Type.Object({ id: loose(text), mainContactId: loose(textOrNull), ...detailsBody }, { additionalProperties: false });
/** The organisation's details as a body carries them, before the API has checked a value. */
export type OrganizationDetailsBody = Omit<Static<typeof OrganizationEditBodySchema>, 'id' | 'mainContactId'>;

export const OrganizationParamsSchema = Type.Object({ orgId: id });
export const ContactParamsSchema = Type.Object({ orgId: id, contactId: id });
export const AddressParamsSchema = Type.Object({ orgId: id, addressId: id });

const contactFields = { name: loose(text), email: loose(text), phone: loose(text) };
/**
 * A new contact person; with a `role` they are invited at once (people.ts): mailed a link to set
 * their own password, in `locale` (the inviter's language when left out). A buyer may get limits.
 */
export const ContactBodySchema = Type.Object(
  {
    ...contactFields,
    role: loose(Type.Unsafe<'administrator' | 'buyer' | 'requester'>({ type: 'string', enum: ['administrator', 'buyer', 'requester'] })),
    orderLimit: loose(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
    monthLimit: loose(Type.Unsafe<number | null>({ type: ['number', 'null'] })),
    locale: loose(Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] })),
  },
  { additionalProperties: false },
);
export type ContactBody = Static<typeof ContactBodySchema>;
/** A contact edit may come without a body (spec §7): the route hands that on as null. */
export const ContactChangesBodySchema = Type.Unsafe<Partial<Record<keyof typeof contactFields, string>> | null>({
  type: ['object', 'null'],
  properties: contactFields,
  additionalProperties: false,
});

/** A contact person (spec §3); the API adds whether they are the main contact and can log in. */
export const ContactPersonSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  isMainContact: Type.Boolean(),
  /** Has a password and can log in to the shop. */
  canLogIn: Type.Boolean(),
  /** Only when the contact was created with a role: whether the invitation mail was handed over. */
  invitation: Type.Optional(Type.Unsafe<'sent' | 'not-sent'>({ type: 'string', enum: ['sent', 'not-sent'] })),
});
export type ContactPerson = Static<typeof ContactPersonSchema>;
export type ContactPersonInput = Pick<ContactPerson, 'name' | 'email' | 'phone'>;
export const ContactPersonListSchema = Type.Array(ContactPersonSchema);

export const DeliveryAddressBodySchema = Type.Object(
  { recipient: loose(textOrNull), street: loose(text), zipCode: loose(text), area: loose(text) },
  { additionalProperties: false },
);
export type DeliveryAddressBody = Static<typeof DeliveryAddressBodySchema>;

/** A delivery address (spec §3); the recipient may be empty. */
export const DeliveryAddressSchema = Type.Object({
  id: Type.String(),
  recipient: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  area: Type.String(),
});
export type DeliveryAddress = Static<typeof DeliveryAddressSchema>;
export type DeliveryAddressInput = Omit<DeliveryAddress, 'id'>;
export const DeliveryAddressListSchema = Type.Array(DeliveryAddressSchema);
