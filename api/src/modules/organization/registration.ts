import type { FastifyInstance } from 'fastify';
import type { Locale } from '@shop/shared/routes';
import type { AttemptCounts } from '../../infra/attempts/attempt-counts';
import { AttemptLimiter, attemptWait, countAttempt } from '../../infra/attempts/attempt-limiter';
import type { Db } from '../../infra/db/db';
import { uniqueViolation } from '../../infra/db/unique-violation';
import type { ErrorDetail } from '../../infra/http/http-errors';
import { FieldChecker } from '../../infra/validation/field-checker';
import type { RegisterBody } from '@shop/shared/contracts';
import { hashPassword } from '../auth';
import { readContact, readOrganizationDetails } from './organization-input';
import { OrganizationRepository } from './organization-repository';
import { type RegisterError, invalidFieldErrors } from './register-errors';

type Confirmation = Awaited<ReturnType<FastifyInstance['onboarding']['registered']>>;

export interface RegistrationRequest {
  /** Read only when the schema passed it (`schemaProblems` null): until then it may be anything. */
  body: RegisterBody;
  /** What the request's schema found wrong, if anything (answered after the rate limit, as the rest). */
  schemaProblems: ErrorDetail[] | null;
  clientAddress: string;
  locale: Locale;
}

/** 201 with the new ids, or the `Errors` list with its status (and a wait for a 429). */
export type RegistrationOutcome =
  | { status: 201; answer: { id: string; userId: string; confirmation: Confirmation } }
  | { status: 400 | 409 | 429; errors: RegisterError[]; retryAfterSeconds?: number };

const ORG_NUMBER_TAKEN: RegisterError = {
  Code: 'OrganizationNumberTaken',
  Field: 'organizationNumber',
  Message: 'An organisation with this organisation number already has an account',
};
const EMAIL_TAKEN: RegisterError = {
  Code: 'EmailTaken',
  Field: 'contact.email',
  Message: 'This e-mail address already has an account',
};

/**
 * Registering an organisation with its first contact person and login (spec §7, POST
 * /api/organization). Every field is checked with a plain message; an organisation number or
 * e-mail held by a confirmed login is a 409. Registrations still unconfirmed hold nothing, and none
 * is removed by another's: several may wait for one number or e-mail, the first confirmed wins and
 * the others are ended and told. One client address registers, or probes for taken numbers and
 * e-mails, only so often (the login limit per address). Nobody is logged in: prices wait until the login e-mail is
 * confirmed through the link mailed now (and, with REQUIRE_APPROVAL, until the distributor approves).
 */
export class Registration {
  private readonly organizations: OrganizationRepository;
  private readonly perAddress: AttemptLimiter;
  /** "Taken" answers about one organisation number or e-mail, from all addresses together. */
  private readonly perTarget: AttemptLimiter;

  constructor(
    db: Db,
    private readonly attemptCounts: AttemptCounts,
    private readonly onboarding: Pick<FastifyInstance['onboarding'], 'registered' | 'dropExpired'>,
    limit: { perAddress: number; windowSeconds: number },
  ) {
    this.organizations = new OrganizationRepository(db);
    this.perAddress = new AttemptLimiter('registration-address', limit.perAddress, limit.windowSeconds * 1000);
    this.perTarget = new AttemptLimiter('registration-taken', TAKEN_ANSWERS_PER_TARGET, limit.windowSeconds * 1000);
  }

  async register({ body, schemaProblems, clientAddress, locale }: RegistrationRequest): Promise<RegistrationOutcome> {
    const counted = [[this.perAddress, clientAddress]] as const;
    const wait = await attemptWait(this.attemptCounts, counted);
    if (wait > 0) return tooMany(wait);
    if (schemaProblems) return { status: 400, errors: invalidFieldErrors(schemaProblems) };
    const check = new FieldChecker();
    const details = readOrganizationDetails(check, body);
    const contact = readContact(check, 'contact', body.contact);
    const password = check.password('password', body.password);
    await check.passwordHardToGuess('password', password, [details.name, contact.name, contact.email]);
    if (check.problems.length > 0) return { status: 400, errors: invalidFieldErrors(check.problems) };

    // Counted from here: the answer below tells whether a number or e-mail has an account.
    const waitAfterAll = await countAttempt(this.attemptCounts, counted);
    if (waitAfterAll > 0) return tooMany(waitAfterAll);
    await this.onboarding.dropExpired();
    const taken = await this.organizations.taken(details.organizationNumber, contact.email);
    const conflicts = [...(taken.organizationNumber ? [ORG_NUMBER_TAKEN] : []), ...(taken.email ? [EMAIL_TAKEN] : [])];
    if (conflicts.length > 0) {
      // Asked about from many addresses, a number or e-mail stops being answered for a while.
      const targets = [
        ...(taken.organizationNumber ? [`number\n${details.organizationNumber}`] : []),
        ...(taken.email ? [`email\n${contact.email.toLowerCase()}`] : []),
      ];
      const targetWait = await countAttempt(this.attemptCounts, targets.map((target) => [this.perTarget, target] as const));
      if (targetWait > 0) return tooMany(targetWait, TOO_MANY_FOR_TARGET);
      return { status: 409, errors: conflicts };
    }

    let ids: { organizationId: string; userId: string };
    try {
      ids = await this.organizations.register(details, contact, await hashPassword(password), { locale });
    } catch (error) {
      // A registration of the same number or e-mail was confirmed a moment ago.
      const constraint = uniqueViolation(error);
      if (constraint === null) throw error;
      return { status: 409, errors: [constraint.includes('org_number') ? ORG_NUMBER_TAKEN : EMAIL_TAKEN] };
    }
    const confirmation = await this.onboarding.registered(ids, contact.email, locale);
    return { status: 201, answer: { id: ids.organizationId, userId: ids.userId, confirmation } };
  }
}

/** "Taken" answers about one organisation number or e-mail in a window (LOGIN_LIMIT_WINDOW_SECONDS), whoever asks. */
const TAKEN_ANSWERS_PER_TARGET = 5;
const TOO_MANY_FROM_ADDRESS = 'Too many registrations from this address. Try again later.';
const TOO_MANY_FOR_TARGET = 'Too many registrations for this organisation number or e-mail address. Try again later.';

function tooMany(waitSeconds: number, message = TOO_MANY_FROM_ADDRESS): RegistrationOutcome {
  return {
    status: 429,
    errors: [{ Code: 'TooManyRequests', Message: message }],
    retryAfterSeconds: waitSeconds,
  };
}
