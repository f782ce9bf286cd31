import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest, notFound } from '../../infra/http/http-errors';
import { localeOf } from '../../infra/http/request-locale';
import { FieldChecker } from '../../infra/validation/field-checker';
import { refuseDemoUser } from './demo-user';
import { changesEmail, emailNotAvailable } from './email-changes';
import { GuessThrottle } from '../../infra/attempts/guess-throttle';
import { throttleRules } from './login-throttle';
import {
  PasswordBodySchema as passwordBody,
  ProfileBodySchema as profileBody,
  SessionUserSchema as userAnswer,
  UserIdParamsSchema as userIdParams,
} from '@shop/shared/contracts';
import { checkPassword, hashPassword } from './passwords';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { UserRepository } from './user-repository';
import { osloMonth } from '../../infra/time/oslo-month';
import { setDeviceCookie } from './auth-cookies';
import { ownRecordsOnly } from './own-records-only';

/** What the ownership check reads of a request: the id in its path and who is asking. */
type UserRequest = Pick<FastifyRequest, 'session'> & { params: { userId: string } };

/** The caller's own user id, or 404: another person's id is answered as if it did not exist. */
function ownUserId(request: UserRequest): string {
  if (request.session === null || request.params.userId !== request.session.userId) {
    throw notFound('There is no user with this id');
  }
  return request.session.userId;
}

/** The logged-in person: who they are (spec §7 GET /api/auth/user/{userId}), their profile and password. */
export async function userRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const users = new UserRepository(app.db);
  const { loginLimit } = app.authConfig;
  // Someone holding a person's session may guess the current password here: the same growing
  // waits as for logins, per person.
  const passwordGuesses = new GuessThrottle('current-password', throttleRules(loginLimit, loginLimit.perAccount));
  const counts = app.attemptCounts;

  /**
   * Throws unless `password` is the person's current one: 400 naming `field`, or 429 while the
   * person must wait. The password change and the e-mail change share the one throttle.
   */
  async function proveCurrentPassword(userId: string, field: 'oldPassword' | 'currentPassword', password: string, reply: FastifyReply): Promise<void> {
    // Counted as wrong until it proves right: checks sent all at once cannot pass the limit.
    const wait = await counts.with([passwordGuesses.key(userId)], (entries, now) => {
      const waitMs = passwordGuesses.waitMs(entries, userId, now);
      if (waitMs === 0) passwordGuesses.reserve(entries, userId, now);
      return waitMs;
    });
    if (wait > 0) throw tooManyAttempts(reply, wait, 'Too many wrong passwords.');
    if (!(await checkPassword(await users.passwordHash(userId), password))) {
      const message = `${field} is not your current password`;
      throw badRequest(message, [{ field, message }]);
    }
    await counts.with([passwordGuesses.key(userId)], (entries) => passwordGuesses.clear(entries, userId));
  }

  ownRecordsOnly(app, ownUserId);

  /** The person as the profile shows them, with the new login e-mail still waiting for its link, if any. */
  async function userAnswerOf(userId: string) {
    const user = await users.findWithAccess(userId, osloMonth(new Date()));
    if (!user) throw notFound('There is no user with this id');
    const pendingEmail = await app.onboarding.pendingEmail(userId);
    return { ...user, ...(pendingEmail === null ? {} : { pendingEmail }) };
  }

  typed.get(
    '/auth/user/:userId',
    { schema: { params: userIdParams, response: { 200: userAnswer } } },
    async (request) => userAnswerOf(ownUserId(request)),
  );

  typed.put(
    '/auth/user/:userId',
    { schema: { params: userIdParams, body: profileBody, response: { 200: userAnswer } }, ...bodyLimit('form') },
    async (request, reply) => {
      const userId = ownUserId(request);
      const check = new FieldChecker();
      const profile = {
        name: check.text('name', request.body.name),
        email: check.email('email', request.body.email),
        phone: check.phone('phone', request.body.phone),
      };
      check.assertValid();
      const current = await users.find(userId);
      if (!current) throw notFound('There is no user with this id');
      const newEmail = changesEmail(current.email, profile.email) ? profile.email : null;
      if (newEmail !== null) {
        await refuseDemoUser(app.db, userId, 'its e-mail address');
        // The login e-mail is the account: whoever holds a session (a computer left logged in)
        // must not be able to move it elsewhere without the password.
        const currentPassword = request.body.currentPassword ?? '';
        if (currentPassword === '') {
          const message = 'currentPassword is required to change the e-mail address';
          throw badRequest(message, [{ field: 'currentPassword', message }]);
        }
        await proveCurrentPassword(userId, 'currentPassword', currentPassword, reply);
        // Counted before the address is looked up: the answer tells whether it is free.
        await app.emailChanges.count(request, reply, userId);
        if (!(await users.emailAvailable(userId, newEmail))) throw emailNotAvailable();
      }
      await users.updateNameAndPhone(userId, profile);
      // The new address becomes the login only when the link mailed there is opened (README, "E-mail changes").
      if (newEmail !== null) {
        const sent = await app.onboarding.requestEmailChange(
          { userId, oldEmail: current.email, newEmail, sessionId: (request.session as { sessionId: string }).sessionId },
          localeOf(request),
        );
        if (sent === 'not-sent') throw new HttpError(503, 'The e-mail with the link could not be sent. Try again in a little while.');
      }
      return userAnswerOf(userId);
    },
  );

  typed.post(
    '/auth/user/:userId/password',
    { schema: { params: userIdParams, body: passwordBody }, ...bodyLimit('form') },
    async (request, reply) => {
      const userId = ownUserId(request);
      await refuseDemoUser(app.db, userId, 'its password');
      const check = new FieldChecker();
      const newPassword = check.password('newPassword', request.body.newPassword);
      const person = await users.find(userId);
      await check.passwordHardToGuess('newPassword', newPassword, person ? [person.name, person.email, person.organization.name] : []);
      check.assertValid();
      await proveCurrentPassword(userId, 'oldPassword', request.body.oldPassword, reply);
      await users.setPasswordHash(userId, await hashPassword(newPassword));
      // Whoever else was logged in as this person (perhaps with the old password) is logged out,
      // a change of the login e-mail asked for before the new password does not happen, and no
      // link mailed before (a reset link above all) opens anything.
      await app.onboarding.cancelEmailChange(userId);
      await app.onboarding.useUpLinks(userId);
      await app.sessions.endOthers(userId, (request.session as { sessionId: string }).sessionId);
      // Only this browser stays known as the account's device (README, "Login throttling").
      if (person) setDeviceCookie(reply, await app.loginThrottle.ownerProved(person.email.toLowerCase(), request.clientKey, true));
      return reply.code(204).send();
    },
  );
}
