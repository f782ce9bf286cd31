import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { bodyLimit } from '../../infra/http/body-limits';
import { HttpError } from '../../infra/http/http-errors';
import { FieldChecker } from '../../infra/validation/field-checker';
import { InvitationCompleteBodySchema as completeBody, InvitationInfoSchema as infoAnswer, InvitationQuerySchema as infoQuery } from '@shop/shared/contracts';
import { hashPassword, setDeviceCookie } from '../auth';
import { LoginEmailTakenError } from './invitations';
import { linkNoLongerWorks } from './mailed-link-routes';

/** The code the account page translates for an invitation link that no longer works. */
const INVITATION_INVALID = 'InvitationInvalid';

const invitationNoLongerWorks = () =>
  linkNoLongerWorks(INVITATION_INVALID, 'This invitation has expired, was withdrawn or has been used. Ask an administrator of your organisation for a new one.');

/**
 * The invited person's side (README of the API, "Roles, limits and approval"): whom the link
 * invites, and their own password set with it (the same strength rules as a registration's).
 * Then they log in like anyone else.
 */
export async function invitationRoutes(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/auth/invitation', { schema: { querystring: infoQuery, response: { 200: infoAnswer } } }, async (request) => {
    const info = await app.invitations.infoOf(request.query.token);
    if (info === null) throw invitationNoLongerWorks();
    return info;
  });

  typed.post('/auth/invitation/complete', { schema: { body: completeBody }, ...bodyLimit('form') }, async (request, reply) => {
    const { token } = request.body;
    const info = await app.invitations.infoOf(token);
    if (info === null) throw invitationNoLongerWorks();
    const check = new FieldChecker();
    const newPassword = check.password('newPassword', request.body.newPassword);
    await check.passwordHardToGuess('newPassword', newPassword, [info.name, info.email, info.organization]);
    check.assertValid();
    const done = await app.invitations.complete(token, await hashPassword(newPassword)).catch((error: unknown) => {
      if (error instanceof LoginEmailTakenError) {
        throw new HttpError(409, `${error.message}. Ask an administrator of your organisation to invite another address.`, undefined, 'LoginEmailTaken');
      }
      throw error;
    });
    if (done === null) throw invitationNoLongerWorks();
    // The mailbox proved this browser the person's: it is a known device of the new login.
    setDeviceCookie(reply, await app.loginThrottle.ownerProved(done.email.toLowerCase(), request.clientKey, true));
    return reply.code(204).send();
  });
}
