// The people of an organisation (README of the API, "Roles, limits and approval"): each login has
// one role, a buyer may have spending limits, and an order above them (or any order of a
// requester) waits for an administrator's approval. Amounts are NOK excluding VAT, freight included.
import { type Static, Type } from '@sinclair/typebox';

export const ROLES = ['administrator', 'buyer', 'requester'] as const;
export type Role = (typeof ROLES)[number];

const role = Type.Unsafe<Role>({ type: 'string', enum: ROLES });
const roleOrNull = Type.Unsafe<Role | null>({ type: ['string', 'null'], enum: [...ROLES, null] });
const id = Type.String({ maxLength: 64 });
const locale = Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] });
/** A limit in whole or decimal NOK; null: none. Checked by the API (0 to 10 000 000, two decimals). */
const limit = Type.Optional(Type.Unsafe<number | null>({ type: ['number', 'null'] }));

/** Why an order waits for approval instead of being sent. */
const APPROVAL_REASONS = ['requester', 'order-limit', 'month-limit'] as const;
export type ApprovalReason = (typeof APPROVAL_REASONS)[number];

/** The state of a person's invitation: none sent, waiting, run out, or accepted (the person logs in). */
const INVITATION_STATES = ['none', 'pending', 'expired', 'accepted'] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

/** A role given with an invitation or a change: the limits count only for a buyer. */
export const RoleBodySchema = Type.Object({ role, orderLimit: limit, monthLimit: limit }, { additionalProperties: false });

/** POST /api/organization/{orgId}/people/{contactId}/invitation: (re)sends it; the role may change with it. */
export const InvitationBodySchema = Type.Object(
  { role: Type.Optional(role), orderLimit: limit, monthLimit: limit, locale: Type.Optional(locale) },
  { additionalProperties: false },
);

export const PersonParamsSchema = Type.Object({ orgId: id, contactId: id });

/** GET /api/organization/{orgId}/people: one person of the organisation. */
export const PersonSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  email: Type.String(),
  phone: Type.String(),
  isMainContact: Type.Boolean(),
  /** Null: a contact person who was never invited (or whose invitation was withdrawn). */
  role: roleOrNull,
  orderLimit: Type.Union([Type.Number(), Type.Null()]),
  monthLimit: Type.Union([Type.Number(), Type.Null()]),
  /** What the person's sent orders come to this calendar month (Europe/Oslo). */
  monthSpent: Type.Number(),
  invitation: Type.Unsafe<InvitationState>({ type: 'string', enum: INVITATION_STATES }),
  /** When the newest invitation runs out (pending or expired), else null. */
  invitationExpiresAt: Type.Union([Type.String(), Type.Null()]),
  lastLoginAt: Type.Union([Type.String(), Type.Null()]),
});
export type Person = Static<typeof PersonSchema>;
export const PeopleSchema = Type.Array(PersonSchema);

/** What the logged-in person may do and has spent: GET /api/auth/user/{userId} carries it as `access`. */
export const AccessSchema = Type.Object({
  role,
  orderLimit: Type.Union([Type.Number(), Type.Null()]),
  monthLimit: Type.Union([Type.Number(), Type.Null()]),
  monthSpent: Type.Number(),
});
export type Access = Static<typeof AccessSchema>;

/** GET /api/auth/invitation?token=: whom the link invites (its page greets them); 400 once it no longer works. */
export const InvitationQuerySchema = Type.Object({ token: Type.String({ maxLength: 200 }) });
export const InvitationInfoSchema = Type.Object({ name: Type.String(), email: Type.String(), organization: Type.String(), role });

/** POST /api/auth/invitation/complete: the invited person's own password (registration's rules). */
export const InvitationCompleteBodySchema = Type.Object(
  { token: Type.String({ maxLength: 200 }), newPassword: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

const lineSchema = Type.Object({
  sku: Type.String(),
  title: Type.Object({ nb: Type.String(), en: Type.String() }),
  quantity: Type.Number(),
  unitPrice: Type.Number(),
  lineTotal: Type.Number(),
});

const REQUEST_STATES = ['waiting', 'approved', 'refused', 'withdrawn'] as const;
export type RequestState = (typeof REQUEST_STATES)[number];

/** An order waiting for approval (or decided), as its requester and the administrators see it. */
const OrderRequestSchema = Type.Object({
  id: Type.String(),
  status: Type.Unsafe<RequestState>({ type: 'string', enum: REQUEST_STATES }),
  reason: Type.Unsafe<ApprovalReason>({ type: 'string', enum: APPROVAL_REASONS }),
  requestedBy: Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }),
  requestedAt: Type.String(),
  /** At the prices of the moment it was asked for, freight included, excluding VAT. */
  total: Type.Number(),
  freight: Type.Number(),
  lines: Type.Array(lineSchema),
  comment: Type.String(),
  customerReference: Type.String(),
  deliveryAddress: Type.Object({ recipient: Type.String(), street: Type.String(), zipCode: Type.String(), area: Type.String() }),
  deliveryMethod: Type.Union([Type.String(), Type.Null()]),
  decidedBy: Type.Union([Type.Object({ id: Type.Union([Type.String(), Type.Null()]), name: Type.String() }), Type.Null()]),
  decidedAt: Type.Union([Type.String(), Type.Null()]),
  refusalReason: Type.Union([Type.String(), Type.Null()]),
  /** The order it became once approved. */
  orderNumber: Type.Union([Type.String(), Type.Null()]),
});
export type OrderRequest = Static<typeof OrderRequestSchema>;
export const OrderRequestListSchema = Type.Object({ result: Type.Array(OrderRequestSchema) });

/** POST /api/orders when the order waits for approval instead (202). */
export const SentForApprovalSchema = Type.Object({
  awaitingApproval: Type.Literal(true),
  requestId: Type.String(),
  reason: Type.Unsafe<ApprovalReason>({ type: 'string', enum: APPROVAL_REASONS }),
  total: Type.Number(),
  vat: Type.Number(),
  totalIncludingVat: Type.Number(),
  freight: Type.Number(),
});
export type SentForApproval = Static<typeof SentForApprovalSchema>;

export const ApprovalParamsSchema = Type.Object({ orgId: id, requestId: id });
/**
 * The total (NOK excluding VAT, freight included) the administrator saw: a changed one is a 409
 * `{ error, message, code: 'TotalChanged', oldTotal, newTotal }` and nothing is sent.
 */
export const ApproveBodySchema = Type.Object({ seenTotal: Type.Number() }, { additionalProperties: false });
export const RefuseBodySchema = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export const OwnRequestParamsSchema = Type.Object({ userId: id, requestId: id });
/**
 * The 409 of an approval: `TotalChanged` with the total the administrator saw (`oldTotal`) and the
 * one it comes to now (`newTotal`), or another refusal (`AlreadyDecided`, `RequesterGone`).
 */
export const ApprovalConflictSchema = Type.Object({
  error: Type.String(),
  message: Type.String(),
  code: Type.Optional(Type.String()),
  oldTotal: Type.Optional(Type.Number()),
  newTotal: Type.Optional(Type.Number()),
});

/**
 * GET /api/staff/order-approvals: an order waiting for an administrator's approval inside a
 * company, as the distributor's staff see it (read-only: the company decides it).
 */
export interface WaitingOrderApproval {
  id: string;
  organization: string;
  organizationNumber: string;
  /** The name of the person who asked (kept with the request: a removed person's too). */
  requester: string;
  reason: ApprovalReason;
  /** NOK excluding VAT, freight included, at the prices of the request. */
  total: number;
  lineCount: number;
  /** ISO 8601: when it was asked for. */
  since: string;
}
