// The login API (spec §7: /api/auth): logging in and out, the session, the user and their
// profile and password, and confirming a login e-mail.
import { type Static, Type } from '@sinclair/typebox';
import { INVOICE_TYPES } from './organization';
import { AccessSchema } from './people';

export const UserIdParamsSchema = Type.Object({ userId: Type.String({ maxLength: 64 }) });

export const LoginBodySchema = Type.Object(
  { email: Type.String({ maxLength: 254 }), password: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);

export const LoginAnswerSchema = Type.Object({ userId: Type.String() });

/** GET /api/auth/verify (spec §7): a `userId` object only while the session is valid. */
export const VerifyAnswerSchema = Type.Object(
  { userId: Type.Optional(Type.Object({ userId: Type.String() })) },
  { description: 'userId is present only while the session is valid' },
);
export type VerifyAnswer = Static<typeof VerifyAnswerSchema>;

/** GET /api/auth/authorize?returnTo=: where the login page sends the person back to. */
export const AuthorizeQuerySchema = Type.Object({ returnTo: Type.Optional(Type.String({ maxLength: 500 })) });

/** The logged-in person as GET /api/auth/user/{userId} answers: who they are and for which organisation. */
export const SessionUserSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  /** The login e-mail: it changes only once a link mailed to the new address is opened. */
  email: Type.String(),
  /** A new login e-mail asked for and not confirmed yet: the link was mailed there. */
  pendingEmail: Type.Optional(Type.String()),
  phone: Type.String(),
  organization: Type.Object({
    id: Type.String(),
    name: Type.String(),
    invoiceType: Type.Unsafe<(typeof INVOICE_TYPES)[number]>({ type: 'string', enum: INVOICE_TYPES }),
  }),
  /** The person's role, a buyer's limits and what they sent this month (people.ts). */
  access: Type.Optional(AccessSchema),
});
export type SessionUser = Static<typeof SessionUserSchema>;

export const ProfileBodySchema = Type.Object(
  {
    name: Type.String({ maxLength: 1000 }),
    email: Type.String({ maxLength: 1000 }),
    phone: Type.String({ maxLength: 1000 }),
    // Required when the e-mail changes (user-routes.ts).
    currentPassword: Type.Optional(Type.String({ maxLength: 1000 })),
  },
  { additionalProperties: false },
);

export const PasswordBodySchema = Type.Object(
  { oldPassword: Type.String({ maxLength: 1000 }), newPassword: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);

export const LoggedOutAnswerSchema = Type.Object({ loggedOut: Type.Boolean() });

/**
 * GET /api/auth/confirm-email?token= (the link mailed before it led to the page): leads to the
 * page with the button, confirming nothing. Not required: a link cut short in a mail program
 * leads to the login page too, saying so.
 */
export const ConfirmQuerySchema = Type.Object({ token: Type.Optional(Type.String({ maxLength: 200 })) });

/** POST /api/auth/confirm-email: the mailed link's token, sent by the button of the page it opens. */
export const ConfirmEmailBodySchema = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

/**
 * What confirming did, as the login page's `?confirmed=` says it: the address confirmed now (`1`),
 * confirmed before (`already`), or the login moved to it (`email`).
 */
export const ConfirmEmailAnswerSchema = Type.Object({ confirmed: Type.Union([Type.Literal('1'), Type.Literal('already'), Type.Literal('email')]) });

/**
 * POST /api/auth/confirm-email/resend: a new link goes only to the registration whose password is
 * given, so nobody but the person who registered can ask for a link that confirms it.
 */
export const ResendBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    password: Type.String({ maxLength: 200 }),
    // The language of the mail; without it, the locale cookie's.
    locale: Type.Optional(Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] })),
  },
  { additionalProperties: false },
);

export const ResendAnswerSchema = Type.Object({ message: Type.String() });

/** POST /api/auth/password-reset: a link to set a new password, mailed if the address is a login's. */
export const PasswordResetBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    // The language of the mail and of the page it leads to; without it, the locale cookie's.
    locale: Type.Optional(Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] })),
  },
  { additionalProperties: false },
);

export const PasswordResetAnswerSchema = Type.Object({ message: Type.String() });

/** POST /api/auth/login-link: a one-time login link, mailed if the address is a confirmed login's. */
export const LoginLinkBodySchema = Type.Object(
  {
    email: Type.String({ maxLength: 1000 }),
    // The language of the mail and of the page it leads to; without it, the locale cookie's.
    locale: Type.Optional(Type.Unsafe<'nb' | 'en'>({ type: 'string', enum: ['nb', 'en'] })),
  },
  { additionalProperties: false },
);

/** POST /api/auth/login-link/complete: the mailed login link's token; answered as a login. */
export const LoginLinkCompleteBodySchema = Type.Object({ token: Type.String({ maxLength: 200 }) }, { additionalProperties: false });

/** POST /api/auth/password-reset/complete: the mailed link's token and the new password. */
export const NewPasswordBodySchema = Type.Object(
  { token: Type.String({ maxLength: 200 }), newPassword: Type.String({ maxLength: 1000 }) },
  { additionalProperties: false },
);
