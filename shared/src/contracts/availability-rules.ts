// What the shop promises about a product's availability, written once: the cards and the product
// page (catalogue), the cart and checkout (cart) and the order the API stores all read it.
import type { Static } from '@sinclair/typebox';
import type { AvailabilitySchema } from './availability';

export type Availability = Static<typeof AvailabilitySchema>;
export type LeadTime = NonNullable<Availability['leadTime']>;

/** Units on a shelf in every warehouse together. */
export function stockTotal(availability: Availability): number {
  return availability.stock.reduce((sum, entry) => sum + entry.quantity, 0);
}

/** Units on the shelf in one warehouse (none when it is not listed). */
export function stockAt(availability: Availability, warehouse: string): number {
  return availability.stock.find((entry) => entry.warehouse === warehouse)?.quantity ?? 0;
}

/**
 * What a list or a card says of a product in one short line: on a shelf somewhere, ordered in with
 * a lead time, or neither (the customer has to ask).
 */
export type AvailabilitySummary =
  | { kind: 'in-stock'; quantity: number }
  | { kind: 'lead-time'; leadTime: LeadTime }
  | { kind: 'ask' };

export function summarizeAvailability(availability: Availability): AvailabilitySummary {
  const quantity = stockTotal(availability);
  if (quantity > 0) return { kind: 'in-stock', quantity };
  if (availability.leadTime) return { kind: 'lead-time', leadTime: availability.leadTime };
  return { kind: 'ask' };
}

/**
 * An order line against the warehouse it ships from: what that warehouse holds ships now, the rest
 * is back-ordered and comes with the product's lead time (none known: the distributor confirms a
 * date). The API splits the stored order by it, checkout shows the same split before sending.
 */
export interface LineSplit {
  shipsNow: number;
  backOrdered: number;
  /** The lead time of the back-ordered part; undefined when nothing is back-ordered or none is known. */
  leadTime?: LeadTime;
}

export function splitLine(availability: Availability, warehouse: string, quantity: number): LineSplit {
  const shipsNow = Math.min(quantity, stockAt(availability, warehouse));
  const backOrdered = quantity - shipsNow;
  return backOrdered > 0 && availability.leadTime ? { shipsNow, backOrdered, leadTime: availability.leadTime } : { shipsNow, backOrdered };
}
