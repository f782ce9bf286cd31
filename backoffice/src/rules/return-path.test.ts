import { staffReturnPath } from './return-path';

describe('where a staff login returns to', () => {
  it('returns to a page of the staff area, with its query', () => {
    expect(staffReturnPath('/intern/ordre?number=SO-100001')).toBe('/intern/ordre?number=SO-100001');
    expect(staffReturnPath('/en/staff/audit-log')).toBe('/en/staff/audit-log');
  });

  it('never to another site, a customer page or a look-alike path', () => {
    for (const value of ['//evil.example/intern', 'https://evil.example/intern', '/min-side', '/internett', '/en/staffing', '/\\evil.example', null]) {
      expect(staffReturnPath(value)).toBeNull();
    }
  });
});
