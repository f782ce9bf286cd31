import type { RegistrationError } from '@shop/shared/contracts';
import type { FastifyReply } from 'fastify';
import type { ErrorDetail } from '../../infra/http/http-errors';
import { WEAK_PASSWORD } from '../../infra/validation/password-strength';

/**
 * Registration answers its errors as an `Errors` list whose items carry a `Code` (spec §7); the
 * client shows the first code in the person's language. The usual `error`/`message`/`details` are
 * there too, so every 4xx of the API reads the same way.
 */
type RegisterErrorCode =
  | 'OrganizationNumberTaken'
  | 'EmailTaken'
  | 'InvalidOrganizationNumber'
  | 'InvalidEmail'
  | 'InvalidPhone'
  | 'InvalidZipCode'
  | 'InvalidPassword'
  | typeof WEAK_PASSWORD
  | 'InvalidField'
  | 'TooManyRequests';

/** The contract's error item (contracts/organization.ts), with the codes this API answers. */
export interface RegisterError extends RegistrationError {
  Code: RegisterErrorCode;
}

function codeOf({ field, code }: ErrorDetail): RegisterErrorCode {
  if (code === WEAK_PASSWORD) return WEAK_PASSWORD;
  if (field === 'organizationNumber') return 'InvalidOrganizationNumber';
  if (/(^|\.)(email|invoiceEmail)$/.test(field)) return 'InvalidEmail';
  if (/(^|\.)phone$/.test(field)) return 'InvalidPhone';
  if (/(^|\.)zipCode$/.test(field)) return 'InvalidZipCode';
  if (field === 'password') return 'InvalidPassword';
  return 'InvalidField';
}

export function invalidFieldErrors(details: ErrorDetail[]): RegisterError[] {
  return details.map((detail) => ({ Code: codeOf(detail), Field: detail.field, Message: detail.message }));
}

export function sendRegisterErrors(reply: FastifyReply, statusCode: 400 | 409 | 429, errors: RegisterError[]) {
  const details = errors.map((error) => ({ field: error.Field ?? 'request', message: error.Message }));
  return reply.code(statusCode).send({
    error: statusCode === 400 ? 'Bad Request' : statusCode === 409 ? 'Conflict' : 'Too Many Requests',
    message: errors.map((error) => error.Message).join('; '),
    details,
    Errors: errors,
  });
}
