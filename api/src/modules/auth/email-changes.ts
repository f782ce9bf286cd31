import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../../infra/http/http-errors';
import type { AttemptCounts } from '../../infra/attempts/attempt-counts';
import { AttemptLimiter, countAttempt } from '../../infra/attempts/attempt-limiter';
import type { AuthConfig } from '../../infra/config/auth-config';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';

const HOUR_MS = 60 * 60 * 1000;

/**
 * The one answer to an e-mail address that cannot be taken, whoever holds it: a colleague in the
 * caller's organisation or a login of another organisation. It does not say which, so changing
 * one's e-mail is no way to learn who has an account in the shop; with the limits below, no
 * faster a way than registering (README, "E-mail changes").
 */
export function emailNotAvailable(): HttpError {
  const message = 'This e-mail address cannot be used here. Choose another one.';
  return new HttpError(409, message, [{ field: 'email', message: `email: ${message}` }]);
}

/**
 * Changes of an e-mail address are counted per person (EMAIL_CHANGES_PER_HOUR an hour) and per
 * client address (as registrations are: LOGIN_LIMIT_PER_ADDRESS a LOGIN_LIMIT_WINDOW_SECONDS),
 * whether or not the address turns out to be free. Shared by the profile and the contact routes.
 */
export class EmailChangeLimits {
  private readonly perPerson: AttemptLimiter;
  private readonly perAddress: AttemptLimiter;

  constructor(
    private readonly counts: AttemptCounts,
    config: Pick<AuthConfig, 'emailChangesPerHour' | 'loginLimit'>,
  ) {
    this.perPerson = new AttemptLimiter('email-change-person', config.emailChangesPerHour, HOUR_MS);
    this.perAddress = new AttemptLimiter('email-change-address', config.loginLimit.perAddress, config.loginLimit.windowSeconds * 1000);
  }

  /** Counts one change by the caller, or throws a 429 saying when to try again. */
  async count(request: FastifyRequest, reply: FastifyReply, userId: string): Promise<void> {
    const wait = await countAttempt(this.counts, [
      [this.perPerson, userId],
      [this.perAddress, request.clientKey],
    ]);
    if (wait > 0) throw tooManyAttempts(reply, wait * 1000, 'Too many e-mail changes.');
  }
}

/** True when `next` is given and differs from `current` as a login compares them. */
export function changesEmail(current: string, next: string | undefined): next is string {
  return next !== undefined && next.trim().toLowerCase() !== current.trim().toLowerCase();
}
