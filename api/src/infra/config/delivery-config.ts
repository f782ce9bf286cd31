import { WAREHOUSES, type WarehouseCode } from '@shop/shared/contracts';
import { type EnvRead, wholeNumber } from './env-values';

/**
 * How deliveries are charged and when they can come, read from the environment with the rest of
 * the config. Amounts are whole NOK excluding VAT; times are Norwegian (Europe/Oslo).
 */
export interface DeliveryConfig {
  /** Standard and express freight are free when the goods come to at least this (FREIGHT_FREE_FROM_NOK). */
  freeFreightFromNok: number;
  /** Standard delivery below that amount (FREIGHT_STANDARD_NOK). */
  standardFreightNok: number;
  /** Added for express, free freight or not (FREIGHT_EXPRESS_SURCHARGE_NOK). */
  expressSurchargeNok: number;
  /** Orders sent on a working day before this time (HH:MM) are sent off that day (ORDER_CUTOFF). */
  cutoff: { hours: number; minutes: number };
  /** Working days from the day the goods are sent off to the earliest delivery, per method. */
  workingDaysToDelivery: { pickup: number; standard: number; express: number };
  /** How far ahead a delivery date may be asked for, in days (DELIVERY_DATE_HORIZON_DAYS). */
  horizonDays: number;
  /** The warehouse standard and express orders are sent from (DISPATCH_WAREHOUSE); a pick-up ships from its own. */
  dispatchWarehouse: WarehouseCode;
}

export const DELIVERY_DEFAULTS: DeliveryConfig = {
  freeFreightFromNok: 5000,
  standardFreightNok: 149,
  expressSurchargeNok: 290,
  cutoff: { hours: 14, minutes: 0 },
  workingDaysToDelivery: { pickup: 1, standard: 2, express: 1 },
  horizonDays: 90,
  dispatchWarehouse: 'oslo',
};

const isWarehouse = (code: string): code is WarehouseCode => (WAREHOUSES as readonly string[]).includes(code);

export function loadDeliveryConfig(read: EnvRead, problems: string[]): DeliveryConfig {
  const defaults = DELIVERY_DEFAULTS;
  const cutoffText = read('ORDER_CUTOFF') ?? '14:00';
  const cutoffMatch = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(cutoffText);
  if (!cutoffMatch) problems.push(`ORDER_CUTOFF must be a time of day as HH:MM, e.g. 14:00 (got "${cutoffText}")`);
  const dispatchWarehouse = read('DISPATCH_WAREHOUSE')?.toLowerCase() ?? defaults.dispatchWarehouse;
  if (!isWarehouse(dispatchWarehouse)) problems.push(`DISPATCH_WAREHOUSE must be one of ${WAREHOUSES.join(', ')} (got "${dispatchWarehouse}")`);
  return {
    freeFreightFromNok: wholeNumber(read, 'FREIGHT_FREE_FROM_NOK', defaults.freeFreightFromNok, problems, 0),
    standardFreightNok: wholeNumber(read, 'FREIGHT_STANDARD_NOK', defaults.standardFreightNok, problems, 0),
    expressSurchargeNok: wholeNumber(read, 'FREIGHT_EXPRESS_SURCHARGE_NOK', defaults.expressSurchargeNok, problems, 0),
    cutoff: cutoffMatch ? { hours: Number(cutoffMatch[1]), minutes: Number(cutoffMatch[2]) } : defaults.cutoff,
    workingDaysToDelivery: {
      pickup: wholeNumber(read, 'PICKUP_WORKING_DAYS', defaults.workingDaysToDelivery.pickup, problems, 0),
      standard: wholeNumber(read, 'STANDARD_DELIVERY_WORKING_DAYS', defaults.workingDaysToDelivery.standard, problems, 0),
      express: wholeNumber(read, 'EXPRESS_DELIVERY_WORKING_DAYS', defaults.workingDaysToDelivery.express, problems, 0),
    },
    horizonDays: wholeNumber(read, 'DELIVERY_DATE_HORIZON_DAYS', defaults.horizonDays, problems),
    dispatchWarehouse: isWarehouse(dispatchWarehouse) ? dispatchWarehouse : defaults.dispatchWarehouse,
  };
}
