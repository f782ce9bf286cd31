import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { GuessThrottle } from '../../infra/attempts/guess-throttle';
import { tooManyAttempts } from '../../infra/attempts/too-many-attempts';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError, badRequest } from '../../infra/http/http-errors';
import { PRIVATE_NO_STORE } from '../../infra/http/cache-policy';
import { FieldChecker } from '../../infra/validation/field-checker';
import { looksLikeToken } from '../../infra/tokens';
import { LoginThrottle, checkPassword, hashPassword, throttleRules } from '../auth';
import { audit } from './staff-audit';
import { STAFF_COOKIES, clearStaffCookie, setStaffCookie } from './staff-cookies';
import { StaffRepository } from './staff-repository';
import {
  StaffCodeBody,
  StaffConfirmAnswer,
  StaffConfirmBody,
  StaffLoginAnswer,
  StaffLoginBody,
  StaffMeAnswer,
  StaffSetupAnswer,
  StaffSetupBody,
} from './staff-schemas';
import type { Totp } from './totp';

const WRONG_LOGIN = 'The e-mail address or the password is wrong';
const WRONG_CODE = 'The code is wrong or already used';
const LINK_GONE = 'This link no longer works: ask a colleague for a new invitation';
/** Wrong second-factor codes before each next try waits (1 s, 2 s, 4 s, …): a 6-digit code cannot be guessed in its window. */
const FREE_CODE_TRIES = 3;

/** Staff login with a second factor, logout, and the single-use link's password and TOTP enrolment. */
export async function staffAuthRoutes(app: FastifyInstance, options: { totp: Totp }): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const staff = new StaffRepository(app.db);
  const { totp } = options;
  const { loginLimit } = app.authConfig;
  // The customers' rules, with the staff's accounts counted apart (a scope of their own in the key).
  const passwordThrottle = new LoginThrottle(app.attemptCounts, loginLimit);
  const codeThrottle = new GuessThrottle('staff-code', throttleRules(loginLimit, FREE_CODE_TRIES));

  typed.post('/staff/login', { schema: { body: StaffLoginBody, response: { 200: StaffLoginAnswer } }, ...bodyLimit('small') }, async (request, reply) => {
    const email = request.body.email.trim().toLowerCase();
    const attempt = { account: `staff\n${email}`, address: request.clientKey, device: undefined };
    const wait = await passwordThrottle.begin(attempt);
    if (wait.waitMs > 0) throw tooManyAttempts(reply, wait.waitMs, 'Too many failed logins.');
    const login = await staff.findByEmail(email);
    const matches = await checkPassword(login?.passwordHash, request.body.password);
    // A person who has not finished enrolment has no way in but their link.
    if (!login || !matches || !login.totpConfirmed) throw new HttpError(401, WRONG_LOGIN);
    await passwordThrottle.succeeded(attempt, false);
    const pending = await app.staffSessions.create(login.id, 'pending');
    setStaffCookie(reply, 'pending', pending.token, pending.seconds);
    return { step: 'totp' as const };
  });

  typed.post('/staff/login/totp', { schema: { body: StaffCodeBody, response: { 200: StaffMeAnswer } }, ...bodyLimit('small') }, async (request, reply) => {
    const { code, recoveryCode } = request.body;
    if ((code === undefined) === (recoveryCode === undefined)) throw badRequest('Give either the code from your authenticator app or a recovery code');
    const token = request.cookies[STAFF_COOKIES.pending.name];
    const pending = looksLikeToken(token) ? await pendingSession(token) : null;
    if (!pending) throw new HttpError(401, 'Log in with your e-mail address and password first');
    const key = pending.staffId;
    const wait = await app.attemptCounts.with([codeThrottle.key(key)], (entries, now) => {
      const ms = codeThrottle.waitMs(entries, key, now);
      if (ms === 0) codeThrottle.reserve(entries, key, now);
      return ms;
    });
    if (wait > 0) throw tooManyAttempts(reply, wait, 'Too many wrong codes.');
    const login = await staff.findById(pending.staffId);
    let accepted = false;
    if (login?.totpSecret && code !== undefined) {
      const step = totp.acceptedStep(code.trim(), login.totpSecret, login.totpLastStep);
      accepted = step !== null && (await staff.takeStep(login.id, step));
    } else if (login && recoveryCode !== undefined) {
      accepted = await staff.useRecoveryCode(login.id, recoveryCode);
    }
    if (!login || !accepted) throw new HttpError(401, WRONG_CODE);
    await app.attemptCounts.with([codeThrottle.key(key)], (entries) => codeThrottle.clear(entries, key));
    await app.staffSessions.end(pending.tokenHash);
    clearStaffCookie(reply, 'pending');
    const session = await app.staffSessions.create(login.id, 'active');
    setStaffCookie(reply, 'session', session.token, session.seconds);
    await app.db.transaction((tx) =>
      audit(tx, { staffId: login.id, action: recoveryCode === undefined ? 'login' : 'login-with-recovery-code', subject: `staff:${login.email}` }),
    );
    return { staffId: login.id, email: login.email };
  });

  const pendingSession = (token: string) => app.staffSessions.find(token, 'pending');

  // Like the customers' logout: whoever calls it leaves without a staff cookie, logged in or not.
  app.post('/staff/logout', bodyLimit('none'), async (request, reply) => {
    const me = request.staff;
    if (me) {
      await app.staffSessions.end(me.tokenHash);
      await app.db.transaction((tx) => audit(tx, { staffId: me.staffId, action: 'logout', subject: `staff:${me.email}` }));
    }
    clearStaffCookie(reply, 'session');
    return reply.code(204).send();
  });

  app.get('/staff/me', { onRequest: app.requireStaff, schema: { response: { 200: StaffMeAnswer } } }, async (request) => {
    const me = request.staff as NonNullable<typeof request.staff>;
    return { staffId: me.staffId, email: me.email };
  });

  // The link's first step: the password, and a new secret for the authenticator app, shown this
  // once. The link stays usable until the second factor is confirmed (a person may start over).
  typed.post('/staff/setup', { schema: { body: StaffSetupBody, response: { 200: StaffSetupAnswer } }, ...bodyLimit('form') }, async (request) => {
    const owner = looksLikeToken(request.body.token) ? await staff.linkOwner(request.body.token) : null;
    if (!owner) throw new HttpError(400, LINK_GONE);
    const check = new FieldChecker();
    const password = check.password('password', request.body.password);
    await check.passwordHardToGuess('password', password, [owner.email]);
    check.assertValid();
    const secret = totp.newSecret();
    await staff.setPasswordAndSecret(owner.id, await hashPassword(password), secret);
    return { secret, otpauthUri: totp.uri(owner.email, secret) };
  });

  // The second step: a code from the app proves it holds the secret; ten recovery codes, shown once.
  typed.post('/staff/setup/confirm', { schema: { body: StaffConfirmBody, response: { 200: StaffConfirmAnswer } }, ...bodyLimit('small') }, async (request, reply) => {
    const owner = looksLikeToken(request.body.token) ? await staff.linkOwner(request.body.token) : null;
    if (!owner) throw new HttpError(400, LINK_GONE);
    if (!owner.totpSecret || !owner.passwordHash) throw new HttpError(409, 'Choose a password first');
    const key = owner.id;
    const wait = await app.attemptCounts.with([codeThrottle.key(key)], (entries, now) => {
      const ms = codeThrottle.waitMs(entries, key, now);
      if (ms === 0) codeThrottle.reserve(entries, key, now);
      return ms;
    });
    if (wait > 0) throw tooManyAttempts(reply, wait, 'Too many wrong codes.');
    const step = totp.acceptedStep(request.body.code.trim(), owner.totpSecret, null);
    if (step === null) throw new HttpError(400, WRONG_CODE);
    const recoveryCodes = await staff.confirmEnrolment(request.body.token, owner.id, step);
    if (recoveryCodes === null) throw new HttpError(400, LINK_GONE);
    await app.attemptCounts.with([codeThrottle.key(key)], (entries) => codeThrottle.clear(entries, key));
    await app.db.transaction((tx) => audit(tx, { staffId: owner.id, action: 'enrolled', subject: `staff:${owner.email}` }));
    return { recoveryCodes };
  });

  // Whatever the staff API answers is kept by no browser or proxy.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', PRIVATE_NO_STORE);
  });
}
