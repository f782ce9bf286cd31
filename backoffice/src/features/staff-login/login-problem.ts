import { isApiError } from '@shop/shared';

export type LoginProblem =
  | { key: 'login.wrong' | 'login.failed' | 'login.codeWrong' | 'login.codeExpired' }
  | { key: 'login.limited'; minutes: number };

/** What a failed step of the staff login tells the person, from the API's answer. */
export function loginProblem(error: unknown, step: 'password' | 'code'): LoginProblem {
  const status = isApiError(error) ? error.response?.status : undefined;
  if (status === 429 && isApiError(error)) {
    const seconds = Number(error.response?.headers['retry-after'] ?? 60);
    return { key: 'login.limited', minutes: Math.max(1, Math.ceil(seconds / 60)) };
  }
  if (status === 401 && step === 'password') return { key: 'login.wrong' };
  // At the code step, a 401 is a wrong code or a pending login that ran out (its message says which).
  if (status === 401) return /first/i.test(isApiError(error) ? error.message : '') ? { key: 'login.codeExpired' } : { key: 'login.codeWrong' };
  if (status === 400 && step === 'code') return { key: 'login.codeWrong' };
  return { key: 'login.failed' };
}
