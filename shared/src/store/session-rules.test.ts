import { mayActOnAccount, verifyDecision } from './session-rules';

describe('the verify check', () => {
  it('marks a held user logged in whatever verify says', () => {
    expect(verifyDecision('u1', {})).toEqual({ kind: 'mark-logged-in' });
    expect(verifyDecision('u1', 'failed')).toEqual({ kind: 'mark-logged-in' });
  });

  it('loads the user a verify answer names', () => {
    expect(verifyDecision(null, { userId: { userId: 'u2' } })).toEqual({ kind: 'load-user', userId: 'u2' });
  });

  it('logs out without a userId or when verify failed', () => {
    expect(verifyDecision(null, {})).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, { userId: null })).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, { userId: { userId: '' } })).toEqual({ kind: 'log-out' });
    expect(verifyDecision(null, 'failed')).toEqual({ kind: 'log-out' });
  });
});

describe('account actions', () => {
  it('need a logged-in user id and a payload (spec §5)', () => {
    expect(mayActOnAccount('u1', { name: 'x' })).toBe(true);
    expect(mayActOnAccount(null, { name: 'x' })).toBe(false);
    expect(mayActOnAccount(undefined, { name: 'x' })).toBe(false);
    expect(mayActOnAccount('', { name: 'x' })).toBe(false);
    expect(mayActOnAccount('u1', null)).toBe(false);
    expect(mayActOnAccount('u1', undefined)).toBe(false);
  });
});

describe('address actions (spec §5)', () => {
  const address = { recipient: '', street: 'Storgata 1', zipCode: '0155', area: 'Oslo' };

  it('act with a logged-in user id and a payload', () => {
    expect(mayActOnAccount('u1', address)).toBe(true);
  });

  it.each([
    ['no user id', null, address],
    ['an empty user id', '', address],
    ['an undefined user id', undefined, address],
    ['no payload', 'u1', null],
    ['an undefined payload', 'u1', undefined],
  ])('do nothing with %s', (_case, userId, payload) => {
    expect(mayActOnAccount(userId, payload)).toBe(false);
  });
});
