// JSON schemas of the e-mail confirmation routes.

export const confirmQuery = {
  type: 'object',
  // Not required: a link cut short in a mail program leads to the login page too, saying so.
  properties: { token: { type: 'string', maxLength: 200 } },
} as const;

export const resendBody = {
  type: 'object',
  properties: {
    email: { type: 'string', maxLength: 1000 },
    // The language of the mail; without it, the locale cookie's.
    locale: { type: 'string', enum: ['nb', 'en'] },
  },
  required: ['email'],
  additionalProperties: false,
} as const;

export const resendAnswer = {
  type: 'object',
  properties: { message: { type: 'string' } },
  required: ['message'],
} as const;
