import Holidays from 'date-holidays';

/** A calendar day as `YYYY-MM-DD`, the way the API answers and takes delivery dates. */
export type IsoDate = string;

const norway = new Holidays('NO');
const publicHolidaysByYear = new Map<number, ReadonlySet<IsoDate>>();

/**
 * Norway's public holidays of a year (New Year's Day, Maundy Thursday to Easter Monday, 1 and 17
 * May, Ascension Day, Whit Sunday and Monday, Christmas Day and Boxing Day), from date-holidays.
 * Christmas Eve and New Year's Eve are not public holidays and stay working days.
 */
function publicHolidays(year: number): ReadonlySet<IsoDate> {
  let days = publicHolidaysByYear.get(year);
  if (!days) {
    days = new Set(norway.getHolidays(year).filter((holiday) => holiday.type === 'public').map((holiday) => holiday.date.slice(0, 10)));
    publicHolidaysByYear.set(year, days);
  }
  return days;
}

const asUtc = (date: IsoDate) => new Date(`${date}T00:00:00Z`);
const isoOf = (date: Date): IsoDate => date.toISOString().slice(0, 10);

export function addDays(date: IsoDate, days: number): IsoDate {
  const next = asUtc(date);
  next.setUTCDate(next.getUTCDate() + days);
  return isoOf(next);
}

/** Monday to Friday, and not a Norwegian public holiday. */
export function isWorkingDay(date: IsoDate): boolean {
  const weekday = asUtc(date).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !publicHolidays(Number(date.slice(0, 4))).has(date);
}

/** The working day `count` working days after `date` (`date` itself when count is 0 and it is one). */
export function addWorkingDays(date: IsoDate, count: number): IsoDate {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  for (let left = count; left > 0; left -= 1) {
    day = addDays(day, 1);
    while (!isWorkingDay(day)) day = addDays(day, 1);
  }
  return day;
}

/** Made once: making a formatter costs far more than formatting with it (a plan reads the clock several times). */
const osloClock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Oslo', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** The date and the minute of the day in Norway at `instant`, summer time included. */
export function norwegianClock(instant: Date): { date: IsoDate; minuteOfDay: number } {
  const parts = Object.fromEntries(osloClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return { date: `${parts.year}-${parts.month}-${parts.day}`, minuteOfDay: Number(parts.hour) * 60 + Number(parts.minute) };
}
