import type { DeliveryConfig } from '../../../infra/config/delivery-config';
import type { DeliveryMethod, LeadTime } from '@shop/shared/contracts';
import type { SplitDeliveryLine } from './line-split';
import { type IsoDate, addDays, addWorkingDays, isWorkingDay, norwegianClock } from './working-days';

/**
 * Freight in øre, excluding VAT, for goods worth `goodsOre` excluding VAT: pick-up at a warehouse is
 * free; standard delivery is free from `freeFreightFromNok` (that amount included), else
 * `standardFreightNok`; express costs what standard would plus `expressSurchargeNok`.
 */
export function freightOre(method: DeliveryMethod, goodsOre: number, config: DeliveryConfig): number {
  if (method === 'pickup') return 0;
  const standard = goodsOre >= config.freeFreightFromNok * 100 ? 0 : config.standardFreightNok * 100;
  return method === 'express' ? standard + config.expressSurchargeNok * 100 : standard;
}

/**
 * Extra working days before the first goods of an order can leave: none while some line ships
 * now (the earliest delivery is of what ships now); when nothing does, the shortest of the
 * back-ordered lines' lead times (their longest day, maxDays), so the earliest delivery is when
 * the first back-order comes. A lead time nobody knows adds nothing: the distributor confirms it.
 */
export function leadTimeWorkingDays(lines: readonly SplitDeliveryLine[]): number {
  if (lines.length === 0 || lines.some((line) => line.shipsNow > 0)) return 0;
  const known = lines.flatMap((line) => (line.leadTime ? [line.leadTime.maxDays] : []));
  return known.length === 0 ? 0 : Math.min(...known);
}

/**
 * The order's dispatch day: today when it is a working day and the order comes before the
 * cut-off, else the next working day.
 */
export function dispatchDay(now: Date, config: DeliveryConfig): IsoDate {
  const { date, minuteOfDay } = norwegianClock(now);
  const beforeCutoff = minuteOfDay < config.cutoff.hours * 60 + config.cutoff.minutes;
  return isWorkingDay(date) && beforeCutoff ? date : addWorkingDays(addDays(date, 1), 0);
}

/** The earliest working day the order can be delivered (or picked up) by `method`, its lines split against the warehouse it ships from. */
export function earliestDeliveryDate(method: DeliveryMethod, now: Date, lines: readonly SplitDeliveryLine[], config: DeliveryConfig): IsoDate {
  return addWorkingDays(dispatchDay(now, config), leadTimeWorkingDays(lines) + config.workingDaysToDelivery[method]);
}

/**
 * When a back-ordered part is expected at the customer: the order's dispatch day, then the lead
 * time's longest (maxDays) working days, then the method's working days to delivery. Null when no
 * lead time is known.
 */
export function backOrderExpectedDate(method: DeliveryMethod, dispatch: IsoDate, leadTime: LeadTime | undefined, config: DeliveryConfig): IsoDate | null {
  return leadTime ? addWorkingDays(dispatch, leadTime.maxDays + config.workingDaysToDelivery[method]) : null;
}

/** The latest day a delivery may be asked for. */
export function latestDeliveryDate(now: Date, config: DeliveryConfig): IsoDate {
  return addDays(norwegianClock(now).date, config.horizonDays);
}

/** The days between two dates (both included) that are not working days: a date picker greys them out. */
export function closedDays(from: IsoDate, to: IsoDate): IsoDate[] {
  const days: IsoDate[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (!isWorkingDay(day)) days.push(day);
  return days;
}
