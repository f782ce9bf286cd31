import type { OptionalCookieGroup } from './consent-cookies';

export { consentCookies, parseConsent, type ConsentChoice, type OptionalCookieGroup } from './consent-cookies';

/**
 * The consent bar's answer when the page's scripts do not run (turned off, or not here yet): each
 * button posts the page to its own address with this parameter, and the server stores the answer
 * in the same cookies the bar's code writes (consentCookies), then sends the browser back to the
 * address without it (api/src/web/pages/consent-answer.ts).
 */
const CONSENT_ANSWER_PARAMETER = 'consent-answer';

export type ConsentAnswer = 'accept' | 'decline';

/** The optional cookie groups an answer turns on: accepting is accepting analytics. */
export function groupsOfAnswer(answer: ConsentAnswer): OptionalCookieGroup[] {
  return answer === 'accept' ? ['analytics'] : [];
}

/** The address a button of the bar posts to: the page's own, with its query, and the answer. */
export function addressAnswering(pathname: string, search: string, answer: ConsentAnswer): string {
  const query = new URLSearchParams(search);
  query.set(CONSENT_ANSWER_PARAMETER, answer);
  return `${pathname}?${query.toString()}`;
}

export type AnswerInAddress =
  | { kind: 'none' }
  | { kind: 'answer'; answer: ConsentAnswer; address: string }
  | { kind: 'invalid'; message: string };

/** What a posted address answers, and the page's address without the answer (where to go next). */
export function answerInAddress(url: string): AnswerInAddress {
  const start = url.indexOf('?');
  if (start === -1) return { kind: 'none' };
  const query = new URLSearchParams(url.slice(start + 1));
  const values = query.getAll(CONSENT_ANSWER_PARAMETER);
  if (values.length === 0) return { kind: 'none' };
  const [answer] = values;
  if (values.length > 1 || (answer !== 'accept' && answer !== 'decline')) {
    return { kind: 'invalid', message: `${CONSENT_ANSWER_PARAMETER} must be given once, as accept or decline` };
  }
  query.delete(CONSENT_ANSWER_PARAMETER);
  const rest = query.toString();
  return { kind: 'answer', answer, address: url.slice(0, start) + (rest ? `?${rest}` : '') };
}
