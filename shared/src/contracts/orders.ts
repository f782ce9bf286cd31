// The orders API (spec §7): what a client sends and what it is answered, as JSON schemas the API
// validates and serialises with, and as the TypeScript types both sides compile against.
import { type Static, Type } from '@sinclair/typebox';
import { LINES_IN_ORDER_LIST, ORDERS_PAGE, ORDER_LIMITS, ORDER_STATUSES } from './order-limits';

const text = (maxLength: number) => Type.String({ maxLength });

/** How an order reaches the customer: picked up at one of the distributor's warehouses, or delivered. */
export const DELIVERY_METHODS = ['pickup', 'standard', 'express'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
/**
 * Why a requested delivery date is refused, as the 400's detail names it (`code`, with the date it
 * names as `value`): too early (the earliest date), beyond the horizon (the latest), or a day
 * nothing is delivered (that day). Checkout says each in the customer's language.
 */
export const DATE_REFUSALS = { tooEarly: 'DateTooEarly', tooLate: 'DateTooLate', closed: 'DateClosed' } as const;

/** The warehouses a pick-up can be made from. */
export const WAREHOUSES = ['oslo', 'bergen', 'trondheim'] as const;
export type WarehouseCode = (typeof WAREHOUSES)[number];

/** An address as an order keeps it, the way it was when the order was sent. */
const OrderAddressSchema = Type.Object({
  recipient: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  area: Type.String(),
});
export type OrderAddress = Static<typeof OrderAddressSchema>;

/** The part of a line the warehouse did not hold: how many, and when expected (YYYY-MM-DD; null: not known yet). */
const BackOrderedSchema = Type.Object({ quantity: Type.Integer(), expectedDate: Type.Union([Type.String(), Type.Null()]) });

const OrderLineSchema = Type.Object({
  sku: Type.String(),
  /** The product title when the order was sent. */
  title: Type.Object({ nb: Type.String(), en: Type.String() }),
  quantity: Type.Integer(),
  /** NOK excluding VAT. */
  unitPrice: Type.Number(),
  lineTotal: Type.Number(),
  /**
   * Of `quantity`, what the warehouse the order ships from did not hold when it was sent: it waits
   * for the supplier and is expected on `expectedDate` (YYYY-MM-DD; null: the distributor confirms
   * a date). Left out: the whole line ships now (and on orders sent before stock was known).
   */
  backOrdered: Type.Optional(BackOrderedSchema),
});
export type OrderLine = Static<typeof OrderLineSchema>;

// An enum of strings rather than a union of literals: answers are serialised by this schema, and
// an enum is written straight out where a union is tried member by member.
const OrderStatusSchema = Type.Unsafe<(typeof ORDER_STATUSES)[number]>({ type: 'string', enum: ORDER_STATUSES });

/** What the orders list and an order's detail both say of an order; amounts in NOK, `total` excluding VAT. */
const orderProperties = {
  id: Type.String(),
  orderNumber: Type.String(),
  /** ISO 8601. */
  createdAt: Type.String(),
  customerReference: Type.String(),
  comment: Type.String(),
  recipient: Type.String(),
  deliveryAddress: OrderAddressSchema,
  invoiceAddress: OrderAddressSchema,
  status: OrderStatusSchema,
  total: Type.Number(),
  vat: Type.Number(),
  totalIncludingVat: Type.Number(),
  /** Sent by the demo organisation (README, "Demo login"): never leaves the shop, deleted after a day. Only ever `true`. */
  demo: Type.Optional(Type.Boolean()),
};

/** Who sent an order and, when it waited for approval, who approved it: the list and the order's page show both. */
const whoSentIt = {
  /** Who of the organisation sent it (an administrator's and a buyer's list hold the organisation's orders). */
  placedBy: Type.Optional(Type.String()),
  /** An order that waited for approval: when it was asked for, who approved it and when (ISO 8601). */
  approval: Type.Optional(Type.Object({ requestedAt: Type.String(), approvedBy: Type.String(), approvedAt: Type.String() })),
};

/** An order as the orders list shows it. */
const PlacedOrderSchema = Type.Object({
  ...orderProperties,
  /** The first LINES_IN_ORDER_LIST lines; all of them: GET /api/orders/{userId}/{orderId}/lines. */
  lines: Type.Array(OrderLineSchema, { maxItems: LINES_IN_ORDER_LIST }),
  /** How many lines the order has in all. */
  lineCount: Type.Integer(),
  /** ISO 8601: when the order got its `status` (its `createdAt` while it is received). */
  statusAt: Type.Optional(Type.String()),
  ...whoSentIt,
});
export type PlacedOrder = Static<typeof PlacedOrderSchema>;
export type OrderStatus = PlacedOrder['status'];

/** GET /api/orders/{userId}: whose orders. */
export const OrdersParamsSchema = Type.Object({ userId: text(64) });

/** GET /api/orders/{userId}?limit=&offset=: which page. */
export const OrdersQuerySchema = Type.Object({
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: ORDERS_PAGE.max, default: ORDERS_PAGE.default })),
  offset: Type.Optional(Type.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
});

/**
 * Spec §7: the `result` field holds the user's orders, here one page of them, newest first; `total`
 * is how many the user has in all, `limit` and `offset` the page given.
 */
export const OrdersPageSchema = Type.Object({
  result: Type.Array(PlacedOrderSchema),
  total: Type.Integer(),
  limit: Type.Integer(),
  offset: Type.Integer(),
});
export type OrdersPage = Static<typeof OrdersPageSchema>;

/** GET /api/orders/{userId}/{orderId}/lines: one of the caller's own orders. */
export const OrderLinesParamsSchema = Type.Object({ userId: text(64), orderId: text(64) });

/** Every line of one order, in the order they were sent. */
export const OrderLinesAnswerSchema = Type.Object({ lines: Type.Array(OrderLineSchema) });
export type OrderLinesAnswer = Static<typeof OrderLinesAnswerSchema>;

/** An order's lines as a client sends them: SkuId and an integer Quantity. */
const LineItemsSchema = Type.Array(
  Type.Object(
    {
      SkuId: Type.String({ minLength: 1, maxLength: 64 }),
      Quantity: Type.Integer({ minimum: 1, maximum: ORDER_LIMITS.quantity }),
    },
    {
      // A line may carry a few plain fields of the client's cart (a price, a title): ignored.
      maxProperties: 8,
      additionalProperties: Type.Union([Type.String({ maxLength: 200 }), Type.Unsafe<number | null>({ type: ['number', 'null'] }), Type.Boolean()]),
    },
  ),
  { minItems: 1, maxItems: ORDER_LIMITS.lines },
);

/** What a client may send as the invoice address: its copy of the organisation's, read by nobody. */
const ClientAddressSchema = Type.Unsafe<{ recipient?: string; street?: string; zipCode?: string; area?: string } | null>({
  type: ['object', 'null'],
  properties: { recipient: { type: 'string', maxLength: 200 }, street: { type: 'string', maxLength: 200 }, zipCode: { type: 'string', maxLength: 20 }, area: { type: 'string', maxLength: 100 } },
  additionalProperties: false,
});

/** POST /api/orders (spec §3/§7): the order draft with its lines reduced to SkuId and an integer Quantity. */
export const SendOrderBodySchema = Type.Object(
  {
    customer: text(64),
    Recipient: Type.Optional(text(ORDER_LIMITS.recipient)),
    invoiceAddress: Type.Optional(ClientAddressSchema),
    // The id of one of the organisation's delivery addresses; empty or left out: the invoice address.
    deliveryAddress: Type.Optional(text(64)),
    customerReference: Type.Optional(text(ORDER_LIMITS.customerReference)),
    comment: Type.Optional(text(ORDER_LIMITS.comment)),
    lineItems: LineItemsSchema,
    // Left out (a client from before delivery methods): standard delivery at the earliest date.
    deliveryMethod: Type.Optional(Type.Unsafe<DeliveryMethod>({ type: 'string', enum: DELIVERY_METHODS })),
    // Required with `pickup`, refused with the others.
    pickupWarehouse: Type.Optional(Type.Unsafe<WarehouseCode>({ type: 'string', enum: WAREHOUSES })),
    // YYYY-MM-DD, a working day from the earliest date on; left out: the earliest date.
    requestedDeliveryDate: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type SendOrderBody = Static<typeof SendOrderBodySchema>;

/**
 * POST /api/orders/delivery-options: the cart's lines, as an order send carries them, and
 * optionally the warehouse a pick-up would be made from (left out: the dispatch warehouse).
 */
export const DeliveryOptionsBodySchema = Type.Object(
  { lineItems: LineItemsSchema, warehouse: Type.Optional(Type.Unsafe<WarehouseCode>({ type: 'string', enum: WAREHOUSES })) },
  { additionalProperties: false },
);

/**
 * What checkout shows before the order is sent: each delivery method with its freight and earliest
 * date at the customer's prices, the warehouse it ships from and each line's split against it;
 * the warehouses a pick-up can be made from, the dispatch warehouse, the last date that may be
 * asked for and the days in between that are no working days. Amounts NOK excluding VAT.
 */
export const DeliveryOptionsSchema = Type.Object({
  goodsTotal: Type.Number(),
  freeFreightFrom: Type.Number(),
  methods: Type.Array(
    Type.Object({
      method: Type.Unsafe<DeliveryMethod>({ type: 'string', enum: DELIVERY_METHODS }),
      freight: Type.Number(),
      earliestDate: Type.String(),
      /** The warehouse this method ships from: the asked pick-up warehouse, or the dispatch warehouse. */
      warehouse: Type.Unsafe<WarehouseCode>({ type: 'string', enum: WAREHOUSES }),
      /** The lines in the order sent, split against that warehouse as the order send will split them. */
      lines: Type.Array(Type.Object({ sku: Type.String(), quantity: Type.Integer(), shipsNow: Type.Integer(), backOrdered: Type.Optional(BackOrderedSchema) })),
    }),
  ),
  warehouses: Type.Array(Type.Unsafe<WarehouseCode>({ type: 'string', enum: WAREHOUSES })),
  /** Where standard and express deliveries ship from. */
  dispatchWarehouse: Type.Unsafe<WarehouseCode>({ type: 'string', enum: WAREHOUSES }),
  latestDate: Type.String(),
  closedDates: Type.Array(Type.String()),
});
export type DeliveryOptions = Static<typeof DeliveryOptionsSchema>;

/**
 * 202 to POST /api/orders: the order's number and what it came to, `total` (excluding VAT) with
 * `freight` in it; the delivery method and date it was stored with. (The last three are missing
 * only from the repeat of a send made before orders had them.)
 */
export const SentOrderSchema = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  total: Type.Number(),
  vat: Type.Number(),
  totalIncludingVat: Type.Number(),
  freight: Type.Optional(Type.Number()),
  deliveryMethod: Type.Optional(Type.Unsafe<DeliveryMethod>({ type: 'string', enum: DELIVERY_METHODS })),
  requestedDeliveryDate: Type.Optional(Type.String()),
  /** Sent by the demo organisation: it never leaves the shop (no mail, nobody ships it). Only ever `true`. */
  demo: Type.Optional(Type.Boolean()),
});

/** GET /api/order/{orderId}: one order of the caller's organisation. */
export const OrderDetailParamsSchema = Type.Object({ orderId: text(64) });

const nullable = <T extends string>(values: readonly T[]) => Type.Unsafe<T | null>({ type: ['string', 'null'], enum: [...values, null] });

/**
 * One order whole: every line, the delivery (method, warehouse for a pick-up, address, date),
 * the sums (`goodsTotal` + `freight` = `total`, excluding VAT; `vat`; `totalIncludingVat`) and its
 * status with when it got each (`statusChanges`, the first `received` at `createdAt`). Orders sent
 * before delivery methods existed have none: `deliveryMethod` and `requestedDeliveryDate` null.
 */
export const OrderDetailSchema = Type.Object({
  ...orderProperties,
  deliveryMethod: nullable(DELIVERY_METHODS),
  pickupWarehouse: nullable(WAREHOUSES),
  requestedDeliveryDate: Type.Union([Type.String(), Type.Null()]),
  statusChanges: Type.Array(Type.Object({ status: OrderStatusSchema, at: Type.String() })),
  lines: Type.Array(OrderLineSchema),
  goodsTotal: Type.Number(),
  freight: Type.Number(),
  /** The buyer as its organisation's record names it: the printed order shows both. */
  buyer: Type.Object({ name: Type.String(), organizationNumber: Type.String() }),
  ...whoSentIt,
  /**
   * What the lines saved (spec §9's total discount): the sum of (indicativePrice − unitPrice) ×
   * quantity over the lines bought below their indicative price. An order keeps no indicative
   * price, so it is the catalogue's now; a product the catalogue no longer has counts 0.
   */
  discountTotal: Type.Number(),
});
export type OrderDetail = Static<typeof OrderDetailSchema>;
export type SentOrder = Static<typeof SentOrderSchema>;
