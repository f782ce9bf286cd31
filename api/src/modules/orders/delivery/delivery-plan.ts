import type { DeliveryConfig } from '../../../infra/config/delivery-config';
import type { DeliveryMethod, LeadTime, WarehouseCode } from '@shop/shared/contracts';
import { backOrderExpectedDate, dispatchDay, earliestDeliveryDate } from './delivery-rules';
import { type DeliveryLine, splitAgainst } from './line-split';
import type { IsoDate } from './working-days';

/** The back-ordered part of a line: how many, and when they are expected (null: no lead time known). */
interface BackOrder {
  quantity: number;
  expectedDate: IsoDate | null;
}

/** A line as it will be delivered: what ships now and, when the warehouse holds too few, the back-order. */
export interface PlannedLine {
  sku: string;
  quantity: number;
  shipsNow: number;
  backOrdered?: BackOrder;
}

/** How an order goes out by one method: the warehouse it ships from, its earliest date and each line's split. */
export interface DeliveryPlan {
  warehouse: WarehouseCode;
  earliestDate: IsoDate;
  lines: PlannedLine[];
}

/** A pick-up ships from its own warehouse, standard and express from the dispatch warehouse (DISPATCH_WAREHOUSE). */
export function shipsFrom(method: DeliveryMethod, pickupWarehouse: WarehouseCode | undefined, config: DeliveryConfig): WarehouseCode {
  return method === 'pickup' && pickupWarehouse !== undefined ? pickupWarehouse : config.dispatchWarehouse;
}

/**
 * The order's lines split against the warehouse they ship from, the earliest date that follows
 * (delivery-rules.ts) and each back-ordered part's expected date. The order send stores it,
 * delivery-options shows it before sending: both from here.
 */
export function planDelivery(
  method: DeliveryMethod,
  warehouse: WarehouseCode,
  now: Date,
  lines: readonly DeliveryLine[],
  config: DeliveryConfig,
): DeliveryPlan {
  const split = splitAgainst(lines, warehouse);
  const dispatch = dispatchDay(now, config);
  // A date is counted out working day by working day: once per lead time, not once per line (500
  // back-ordered lines share a handful of lead times; counting each was most of a plan's time).
  // The date depends only on the lead time's longest day (maxDays); none known is keyed -1.
  const expectedDates = new Map<number, IsoDate | null>();
  const expectedDate = (leadTime: LeadTime | undefined): IsoDate | null => {
    const key = leadTime?.maxDays ?? -1;
    let date = expectedDates.get(key);
    if (date === undefined) {
      date = backOrderExpectedDate(method, dispatch, leadTime, config);
      expectedDates.set(key, date);
    }
    return date;
  };
  return {
    warehouse,
    earliestDate: earliestDeliveryDate(method, now, split, config),
    lines: split.map((line) => ({
      sku: line.sku,
      quantity: line.quantity,
      shipsNow: line.shipsNow,
      ...(line.backOrdered > 0 ? { backOrdered: { quantity: line.backOrdered, expectedDate: expectedDate(line.leadTime) } } : {}),
    })),
  };
}
