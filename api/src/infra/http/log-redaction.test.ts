import { networkOf, safeError, withoutSecrets } from './log-redaction';

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

  it("leaves out the token of every mailed link's page, whatever else the address says", () => {
    const token = 'S'.repeat(43);
    for (const url of [`/min-side/nytt-passord?token=${token}`, `/min-side/logg-inn?link=${token}`, `/en/account/log-in?confirm=${token}&x=1`, `/api/auth/confirm-email?TOKEN=${token}`]) {
      expect(withoutSecrets(url)).not.toContain(token);
      expect(withoutSecrets(url)).toContain('=[not logged]');
    }
    expect(withoutSecrets('/produkter?page=2&sort=price')).toBe('/produkter?page=2&sort=price');
  });
});
