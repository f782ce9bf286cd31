import type { DeliveryConfig } from '../../../infra/config/delivery-config';
import { badRequest } from '../../../infra/http/http-errors';
import { DATE_REFUSALS, type DeliveryMethod, WAREHOUSES, type WarehouseCode } from '@shop/shared/contracts';
import { type PlannedLine, planDelivery, shipsFrom } from './delivery-plan';
import { latestDeliveryDate } from './delivery-rules';
import type { DeliveryLine } from './line-split';
import { type IsoDate, isWorkingDay } from './working-days';

/** How an order is delivered, as it is stored with it. */
export interface DeliveryChoice {
  method: DeliveryMethod;
  pickupWarehouse: WarehouseCode | null;
  requestedDate: IsoDate;
  /** The order's lines in their order, split against the warehouse it ships from. */
  lines: PlannedLine[];
}

/** The delivery fields of an order send. */
export interface DeliveryFields {
  deliveryMethod?: DeliveryMethod;
  pickupWarehouse?: WarehouseCode;
  requestedDeliveryDate?: string;
}

const refuse = (field: string, message: string) => badRequest(`${field}: ${message}`, [{ field, message: `${field}: ${message}` }]);

/** A requested date refused with its stable name and the date it names (contracts: DATE_REFUSALS). */
const refuseDate = (code: string, date: string, message: string) => {
  const field = 'requestedDeliveryDate';
  return badRequest(`${field}: ${message}`, [{ field, message: `${field}: ${message}`, code, value: date }]);
};

/** A real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/**
 * The delivery an order send asks for, checked: a pick-up names its warehouse and nothing else
 * does; the date, when given, is a working day from the earliest possible one up to the horizon,
 * the earliest following from what the order's warehouse holds (delivery-plan.ts).
 * Without a method, standard delivery (clients from before delivery methods send none); without a
 * date, the earliest. Each problem is a 400 naming its field.
 */
export function chooseDelivery(fields: DeliveryFields, now: Date, lines: readonly DeliveryLine[], config: DeliveryConfig): DeliveryChoice {
  const method = fields.deliveryMethod ?? 'standard';
  if (method === 'pickup' && fields.pickupWarehouse === undefined) {
    throw refuse('pickupWarehouse', `choose the warehouse to pick the order up from (${WAREHOUSES.join(', ')})`);
  }
  if (method !== 'pickup' && fields.pickupWarehouse !== undefined) {
    throw refuse('pickupWarehouse', 'only a pick-up is made from a warehouse; leave it out for standard or express delivery');
  }
  const plan = planDelivery(method, shipsFrom(method, fields.pickupWarehouse, config), now, lines, config);
  const earliest = plan.earliestDate;
  const chosen = { method, pickupWarehouse: fields.pickupWarehouse ?? null, lines: plan.lines };
  const asked = fields.requestedDeliveryDate?.trim();
  if (asked === undefined || asked === '') return { ...chosen, requestedDate: earliest };
  if (!isCalendarDate(asked)) throw refuse('requestedDeliveryDate', 'must be a date written YYYY-MM-DD');
  if (asked < earliest) throw refuseDate(DATE_REFUSALS.tooEarly, earliest, `the earliest possible delivery date is ${earliest}`);
  const latest = latestDeliveryDate(now, config);
  if (asked > latest) throw refuseDate(DATE_REFUSALS.tooLate, latest, `can be at most ${config.horizonDays} days ahead, ${latest} at the latest`);
  if (!isWorkingDay(asked)) throw refuseDate(DATE_REFUSALS.closed, asked, `${asked} is a Saturday, a Sunday or a public holiday; choose a working day`);
  return { ...chosen, requestedDate: asked };
}
