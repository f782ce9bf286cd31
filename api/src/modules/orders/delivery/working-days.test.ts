import { addWorkingDays, isWorkingDay, norwegianClock } from './working-days';

describe('isWorkingDay', () => {
  it.each([
    ['2027-03-25', 'Maundy Thursday'],
    ['2027-03-26', 'Good Friday'],
    ['2027-03-29', 'Easter Monday'],
    ['2026-04-02', 'Maundy Thursday of another Easter'],
    ['2026-04-06', 'Easter Monday 2026'],
    ['2027-05-17', 'Constitution Day (and Whit Monday that year)'],
    ['2026-05-14', 'Ascension Day'],
    ['2026-05-25', 'Whit Monday'],
    ['2026-05-01', 'Labour Day'],
    ['2026-12-25', 'Christmas Day'],
    ['2026-12-26', 'Boxing Day (a Saturday)'],
    ['2027-01-01', 'New Year’s Day'],
    ['2026-11-28', 'a Saturday'],
    ['2026-11-29', 'a Sunday'],
  ])('%s (%s) is not a working day', (date) => {
    expect(isWorkingDay(date)).toBe(false);
  });

  it.each([
    ['2026-11-26', 'a Thursday'],
    ['2026-12-24', 'Christmas Eve'],
    ['2026-12-31', 'New Year’s Eve'],
    ['2027-03-24', 'Wednesday before Easter'],
    ['2026-05-18', 'the day after 17 May 2026 (a Monday)'],
  ])('%s (%s) is a working day', (date) => {
    expect(isWorkingDay(date)).toBe(true);
  });
});

describe('addWorkingDays', () => {
  it('skips weekends', () => {
    expect(addWorkingDays('2026-11-27', 1)).toBe('2026-11-30'); // Friday → Monday
    expect(addWorkingDays('2026-11-28', 0)).toBe('2026-11-30'); // Saturday → Monday
  });

  it('skips the whole of Easter', () => {
    expect(addWorkingDays('2027-03-24', 1)).toBe('2027-03-30'); // Wednesday → Tuesday after Easter Monday
  });

  it('skips 17 May and Whit Monday together', () => {
    expect(addWorkingDays('2027-05-14', 1)).toBe('2027-05-18'); // Friday → Tuesday
    expect(addWorkingDays('2026-05-15', 1)).toBe('2026-05-18'); // 17 May 2026 is a Sunday
  });

  it('goes across a year’s end', () => {
    expect(addWorkingDays('2026-12-31', 1)).toBe('2027-01-04'); // New Year's Day, then a weekend
  });
});

describe('norwegianClock', () => {
  it('tells the Norwegian date and time in winter and in summer', () => {
    expect(norwegianClock(new Date('2026-11-26T22:30:00Z'))).toEqual({ date: '2026-11-26', minuteOfDay: 23 * 60 + 30 });
    expect(norwegianClock(new Date('2026-06-30T22:30:00Z'))).toEqual({ date: '2026-07-01', minuteOfDay: 30 });
  });
});
