import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerInAddress, consentCookies, groupsOfAnswer } from '@shop/shared/consent';
import { HttpError } from '../../infra/http/http-errors';
import { comesFromAnotherSite } from '../../modules/auth';

/**
 * The consent bar's answer from a page whose scripts do not run: its buttons post the page to its
 * own address with the answer (shared/src/consent/consent-answer.ts). The answer is stored in the
 * cookies the bar's code writes, for a year, and the browser goes on to the page's address without
 * it. Only the shop's own pages may answer: another site's form could otherwise turn a visitor's
 * analytics on. Returns where to go, or null when the address carries no answer.
 */
export function storeConsentAnswer(request: FastifyRequest, reply: FastifyReply, trustedOrigins: readonly string[]): string | null {
  const found = answerInAddress(request.url);
  if (found.kind === 'none') return null;
  if (found.kind === 'invalid') throw new HttpError(400, found.message);
  if (comesFromAnotherSite(request, trustedOrigins)) throw new HttpError(403, 'The consent answer must come from the shop itself');
  reply.header('set-cookie', consentCookies(groupsOfAnswer(found.answer), request.protocol === 'https'));
  return found.address;
}
