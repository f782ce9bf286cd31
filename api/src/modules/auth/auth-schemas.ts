// JSON schemas of the auth routes: requests are checked, answers serialised through them.

export const userIdParams = {
  type: 'object',
  properties: { userId: { type: 'string', maxLength: 64 } },
  required: ['userId'],
} as const;

export const loginBody = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 254 },
    password: { type: 'string', maxLength: 200 },
  },
  required: ['email', 'password'],
  additionalProperties: false,
} as const;

export const loginAnswer = {
  type: 'object',
  properties: { userId: { type: 'string' } },
  required: ['userId'],
} as const;

export const verifyAnswer = {
  type: 'object',
  description: 'userId is present only while the session is valid',
  properties: {
    userId: { type: 'object', properties: { userId: { type: 'string' } }, required: ['userId'] },
  },
} as const;

export const authorizeQuery = {
  type: 'object',
  properties: { returnTo: { type: 'string', maxLength: 500 } },
} as const;

const organizationSummary = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    invoiceType: { type: 'string', enum: ['email', 'ehf', 'paper'] },
  },
  required: ['id', 'name', 'invoiceType'],
} as const;

export const userAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    name: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    organization: organizationSummary,
  },
  required: ['id', 'name', 'email', 'phone', 'organization'],
} as const;

export const profileBody = {
  type: 'object',
  properties: {
    name: { type: 'string', maxLength: 1000 },
    email: { type: 'string', maxLength: 1000 },
    phone: { type: 'string', maxLength: 1000 },
    // Required when the e-mail changes (user-routes.ts).
    currentPassword: { type: 'string', maxLength: 1000 },
  },
  required: ['name', 'email', 'phone'],
  additionalProperties: false,
} as const;

export const passwordBody = {
  type: 'object',
  properties: {
    oldPassword: { type: 'string', maxLength: 1000 },
    newPassword: { type: 'string', maxLength: 1000 },
  },
  required: ['oldPassword', 'newPassword'],
  additionalProperties: false,
} as const;

export const loggedOutAnswer = {
  type: 'object',
  properties: { loggedOut: { type: 'boolean' } },
  required: ['loggedOut'],
} as const;
