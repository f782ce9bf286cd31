import { type Availability, type LineSplit, splitLine } from '@shop/shared/contracts';

/** An order line as delivery needs it: the product's availability and how many are ordered. */
export interface DeliveryLine {
  sku: string;
  quantity: number;
  availability: Availability;
}

/** A line split against the warehouse the order ships from (the kernel's splitLine). */
export interface SplitDeliveryLine extends LineSplit {
  sku: string;
  quantity: number;
}

/**
 * Every line split against `warehouse` by the kernel's rule. Two lines of one product share its
 * shelf: what the first takes is not there for the second.
 */
export function splitAgainst(lines: readonly DeliveryLine[], warehouse: string): SplitDeliveryLine[] {
  const taken = new Map<string, number>();
  return lines.map(({ sku, quantity, availability }) => {
    const before = taken.get(sku) ?? 0;
    // The product's first line sees the shelf as it is: copied only once a line before took from it.
    const left: Availability =
      before === 0
        ? availability
        : {
            ...availability,
            stock: availability.stock.map((entry) => (entry.warehouse === warehouse ? { ...entry, quantity: Math.max(0, entry.quantity - before) } : entry)),
          };
    const split = splitLine(left, warehouse, quantity);
    taken.set(sku, before + split.shipsNow);
    return { sku, quantity, ...split };
  });
}
