import { networkOf, safeError } from './log-redaction';

describe('what the log keeps', () => {
  it('keeps of an error its kind, message and codes, not the values a database driver hangs on it', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "users_login_email_idx"'), {
      code: '23505',
      constraint: 'users_login_email_idx',
      detail: 'Key (lower(email))=(kari@example.com) already exists.',
      params: ['kari@example.com', 'Storgata 1'],
      query: 'INSERT INTO users …',
    });
    const kept = safeError(error);
    expect(kept).toMatchObject({ type: 'Error', code: '23505', constraint: 'users_login_email_idx' });
    expect(JSON.stringify(kept)).not.toMatch(/kari@example\.com|Storgata|INSERT/);
  });

  it('shortens a client address to its network', () => {
    expect(networkOf('203.0.113.77')).toBe('203.0.113.0/24');
    expect(networkOf('::ffff:198.51.100.9')).toBe('198.51.100.0/24');
    expect(networkOf('2001:db8:85a3:8d3:1319:8a2e:370:7348')).toBe('2001:db8:85a3::/48');
    expect(networkOf(undefined)).toBeUndefined();
  });
});
