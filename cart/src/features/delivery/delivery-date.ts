// The requested delivery date, checked in the browser as the API checks it (delivery-options gives
// the earliest and latest dates and the closed days), so the customer hears of a wrong date beside
// the field before sending; the API's own 400 is read back into the same problems.
import { formatCalendarDay } from '@shop/shared';
import { DATE_REFUSALS } from '@shop/shared/contracts';
import type { Refusal } from '../../state/order-rules';

/** What is wrong with a requested date; `date` is the day to name in the message. */
export type DateProblem = { kind: 'too-early'; date: string } | { kind: 'too-late'; date: string } | { kind: 'closed'; date: string } | { kind: 'invalid' };

/** The dates a delivery may be asked for, from delivery-options and the chosen method. */
export interface DateWindow {
  earliest: string;
  latest: string;
  closedDates: readonly string[];
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function isWeekend(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** Null when the date may be asked for (or none is asked: the earliest); else what is wrong. */
export function requestedDateProblem(date: string, window: DateWindow): DateProblem | null {
  if (date === '') return null;
  if (!ISO_DATE.test(date) || Number.isNaN(new Date(`${date}T00:00:00Z`).getTime())) return { kind: 'invalid' };
  if (date < window.earliest) return { kind: 'too-early', date: window.earliest };
  if (date > window.latest) return { kind: 'too-late', date: window.latest };
  if (window.closedDates.includes(date) || isWeekend(date)) return { kind: 'closed', date };
  return null;
}

/**
 * The API's refusal of a date (order-send, delivery-choice.ts) as the same problem, so it is said in
 * the page's language; null for a refusal it does not know (shown as the API wrote it).
 */
export function dateProblemOfRefusal(refusal: Refusal | undefined): DateProblem | null {
  const date = refusal?.value;
  if (!refusal || !date || !ISO_DATE.test(date)) return null;
  if (refusal.code === DATE_REFUSALS.tooEarly) return { kind: 'too-early', date };
  if (refusal.code === DATE_REFUSALS.tooLate) return { kind: 'too-late', date };
  if (refusal.code === DATE_REFUSALS.closed) return { kind: 'closed', date };
  return null;
}

/** "fredag 4. desember 2026" / "Friday, 4 December 2026": a delivery day as the page's language says it. */
export function formatDeliveryDate(date: string, locale: 'nb' | 'en'): string {
  return formatCalendarDay(date, locale, { weekday: true });
}
