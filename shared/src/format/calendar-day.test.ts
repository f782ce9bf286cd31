import { formatCalendarDay, intlLocaleOf } from './calendar-day';

describe('a calendar day in words', () => {
  it('is written in the page’s language, with the weekday when asked', () => {
    expect(formatCalendarDay('2026-12-04', 'nb')).toBe('4. desember 2026');
    expect(formatCalendarDay('2026-12-04', 'en', { weekday: true })).toBe('Friday, 4 December 2026');
    expect(intlLocaleOf('nb')).toBe('nb-NO');
  });

  it('stays the same day whatever the time zone', () => {
    expect(formatCalendarDay('2027-01-01T00:00:00Z', 'nb')).toBe('1. januar 2027');
  });
});
