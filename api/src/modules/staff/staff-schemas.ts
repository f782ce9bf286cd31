import { Type } from '@sinclair/typebox';

// The staff API's requests and answers (README "Staff"). Every text and list is bounded.
const email = Type.String({ maxLength: 254 });
const token = Type.String({ maxLength: 200 });

export const StaffLoginBody = Type.Object({ email, password: Type.String({ maxLength: 200 }) }, { additionalProperties: false });
export const StaffLoginAnswer = Type.Object({ step: Type.Literal('totp') });
export const StaffCodeBody = Type.Object(
  { code: Type.Optional(Type.String({ maxLength: 20 })), recoveryCode: Type.Optional(Type.String({ maxLength: 40 })) },
  { additionalProperties: false },
);
export const StaffMeAnswer = Type.Object({ staffId: Type.String(), email: Type.String() });
export const StaffSetupBody = Type.Object({ token, password: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export const StaffSetupAnswer = Type.Object({ secret: Type.String(), otpauthUri: Type.String() });
export const StaffConfirmBody = Type.Object({ token, code: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
export const StaffConfirmAnswer = Type.Object({ recoveryCodes: Type.Array(Type.String()) });
export const StaffInvitationBody = Type.Object({ email }, { additionalProperties: false });
export const StaffAuditQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^[0-9]{1,3}$', maxLength: 3 })),
    before: Type.Optional(Type.String({ pattern: '^[0-9]{1,18}$', maxLength: 18 })),
  },
  { additionalProperties: false },
);
export const OrgNumberParams = Type.Object({ orgNumber: Type.String({ maxLength: 20 }) }, { additionalProperties: false });
export const RefusalBody = Type.Object({ reason: Type.String({ maxLength: 1000 }) }, { additionalProperties: false });
export const OrderNumberParams = Type.Object({ orderNumber: Type.String({ maxLength: 40 }) }, { additionalProperties: false });
export const OrderStatusBody = Type.Object(
  {
    status: Type.Unsafe<'processing' | 'shipped' | 'delivered' | 'cancelled'>({ type: 'string', enum: ['processing', 'shipped', 'delivered', 'cancelled'] }),
    reason: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);
export const OrderSearchQuery = Type.Object(
  {
    number: Type.Optional(Type.String({ maxLength: 40 })),
    orgNumber: Type.Optional(Type.String({ maxLength: 20 })),
    sku: Type.Optional(Type.String({ maxLength: 100 })),
  },
  { additionalProperties: false },
);
export const OrganizationSearchQuery = Type.Object(
  { q: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
