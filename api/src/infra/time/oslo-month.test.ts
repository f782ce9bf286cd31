import { osloMonth } from './oslo-month';

describe('osloMonth', () => {
  it('counts by the Norwegian calendar, not UTC', () => {
    // 23:30 UTC on 31 January is already 1 February in Oslo (UTC+1).
    expect(osloMonth(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(osloMonth(new Date('2026-01-31T22:30:00Z'))).toBe('2026-01-01');
    // Summer time: UTC+2.
    expect(osloMonth(new Date('2026-06-30T22:30:00Z'))).toBe('2026-07-01');
  });
});
