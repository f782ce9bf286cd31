import { verifyDecision } from './session-rules';

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
