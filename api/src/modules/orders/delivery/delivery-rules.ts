import type { DeliveryConfig } from '../../../infra/config/delivery-config';
import type { DeliveryMethod } from '@shop/shared/contracts';
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

/** What the delivery date depends on of an order's lines. */
export interface DeliveryLine {
  sku: string;
  quantity: number;
}

/**
 * Extra working days the lines need before they can be sent off. Stock is not known yet, so every
 * line ships at once; once stock per warehouse is, back-ordered lines add their lead time here.
 */
function leadTimeWorkingDays(_lines: readonly DeliveryLine[]): number {
  return 0;
}

/**
 * The first day goods can leave: today when it is a working day and the order comes before the
 * cut-off, else the next working day; then the lines' lead time.
 */
function dispatchDate(now: Date, lines: readonly DeliveryLine[], config: DeliveryConfig): IsoDate {
  const { date, minuteOfDay } = norwegianClock(now);
  const beforeCutoff = minuteOfDay < config.cutoff.hours * 60 + config.cutoff.minutes;
  const first = isWorkingDay(date) && beforeCutoff ? date : addWorkingDays(addDays(date, 1), 0);
  return addWorkingDays(first, leadTimeWorkingDays(lines));
}

/** The earliest working day the order can be delivered (or picked up) by `method`. */
export function earliestDeliveryDate(method: DeliveryMethod, now: Date, lines: readonly DeliveryLine[], config: DeliveryConfig): IsoDate {
  return addWorkingDays(dispatchDate(now, lines, config), config.workingDaysToDelivery[method]);
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
