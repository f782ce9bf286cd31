import { dateProblemOfRefusal, formatDeliveryDate, requestedDateProblem } from './delivery-date';

// Earliest Thursday 26 November 2026; Saturday 28th and Sunday 29th closed; up to 24 February 2027.
const window = { earliest: '2026-11-26', latest: '2027-02-24', closedDates: ['2026-11-28', '2026-11-29', '2026-12-25'] };

describe('requestedDateProblem', () => {
  it('takes no date (the earliest), the earliest itself and a later working day', () => {
    expect(requestedDateProblem('', window)).toBeNull();
    expect(requestedDateProblem('2026-11-26', window)).toBeNull();
    expect(requestedDateProblem('2026-12-01', window)).toBeNull();
  });

  it('refuses a day before the earliest, naming the earliest', () => {
    expect(requestedDateProblem('2026-11-25', window)).toEqual({ kind: 'too-early', date: '2026-11-26' });
  });

  it('refuses weekends and holidays, and a weekend the list does not reach', () => {
    expect(requestedDateProblem('2026-11-28', window)).toEqual({ kind: 'closed', date: '2026-11-28' });
    expect(requestedDateProblem('2026-12-25', window)).toEqual({ kind: 'closed', date: '2026-12-25' });
    expect(requestedDateProblem('2026-12-05', { ...window, closedDates: [] })).toEqual({ kind: 'closed', date: '2026-12-05' });
  });

  it('refuses a day past the latest and what is no date', () => {
    expect(requestedDateProblem('2027-03-01', window)).toEqual({ kind: 'too-late', date: '2027-02-24' });
    expect(requestedDateProblem('26.11.2026', window)).toEqual({ kind: 'invalid' });
  });
});

describe('dateProblemOfRefusal', () => {
  it('reads the API’s named refusals back into problems, and leaves others alone', () => {
    expect(dateProblemOfRefusal({ code: 'DateTooEarly', value: '2026-12-04' })).toEqual({ kind: 'too-early', date: '2026-12-04' });
    expect(dateProblemOfRefusal({ code: 'DateClosed', value: '2026-12-05' })).toEqual({ kind: 'closed', date: '2026-12-05' });
    expect(dateProblemOfRefusal({ code: 'DateTooLate', value: '2027-02-24' })).toEqual({ kind: 'too-late', date: '2027-02-24' });
    expect(dateProblemOfRefusal({ code: 'SomethingElse', value: '2027-02-24' })).toBeNull();
    expect(dateProblemOfRefusal({ code: 'DateTooEarly', value: 'soon' })).toBeNull();
    expect(dateProblemOfRefusal({ code: 'DateTooEarly' })).toBeNull();
    expect(dateProblemOfRefusal(undefined)).toBeNull();
  });
});

describe('formatDeliveryDate', () => {
  it('writes the day in Norwegian and in English', () => {
    expect(formatDeliveryDate('2026-12-04', 'nb')).toBe('fredag 4. desember 2026');
    expect(formatDeliveryDate('2026-12-04', 'en')).toBe('Friday, 4 December 2026');
  });
});
