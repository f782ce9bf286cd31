// Availability (stock per warehouse and the lead time of what is not in stock) is public: the
// same on /api/product/* and /api/productUser/*, in lists, details, searches and batches.
import { type Static, Type } from '@sinclair/typebox';

/** A text the shop shows in both languages (as contracts/catalog.ts writes it). */
const LocalizedTextSchema = Type.Object({ nb: Type.String(), en: Type.String() }, { additionalProperties: false });

/** One of the distributor's warehouses (GET /api/product/warehouses), in the order the shop lists them. */
export const WarehouseSchema = Type.Object(
  { code: Type.String(), name: LocalizedTextSchema },
  { additionalProperties: false, $id: 'Warehouse' },
);

/**
 * Working days (Monday to Friday, public holidays excluded) from an order until the goods leave
 * the warehouse, as a range: "5–7 virkedager". One figure is a range with minDays = maxDays.
 */
const LeadTimeSchema = Type.Object(
  { minDays: Type.Integer(), maxDays: Type.Integer() },
  { additionalProperties: false },
);

/**
 * A product's availability: the quantity in each warehouse holding any, in the warehouses' order
 * (a warehouse not named holds none; an empty list: none anywhere; names from
 * GET /api/product/warehouses), and the lead time when the distributor orders it in; no
 * `leadTime` means none is known (not stocked and not ordered in: ask the distributor). Only
 * what is on a shelf is listed: every product of every list carries it, so it is kept short.
 */
export const AvailabilitySchema = Type.Object(
  {
    stock: Type.Array(Type.Object({ warehouse: Type.String(), quantity: Type.Integer() }, { additionalProperties: false })),
    leadTime: Type.Optional(LeadTimeSchema),
  },
  { additionalProperties: false },
);

/** Bounds the import and the API keep: a year of working days, and a quantity no shelf holds. */
export const AVAILABILITY_LIMITS = { maxLeadTimeDays: 260, maxQuantity: 1_000_000 } as const;

export type Warehouse = Static<typeof WarehouseSchema>;

