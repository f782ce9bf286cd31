// The orders API (spec §7): what a client sends and what it is answered, as JSON schemas the API
// validates and serialises with, and as the TypeScript types both sides compile against.
import { type Static, Type } from '@sinclair/typebox';
import { LINES_IN_ORDER_LIST, ORDERS_PAGE, ORDER_LIMITS, ORDER_STATUSES } from './order-limits';

const text = (maxLength: number) => Type.String({ maxLength });

/** An address as an order keeps it, the way it was when the order was sent. */
const OrderAddressSchema = Type.Object({
  recipient: Type.String(),
  street: Type.String(),
  zipCode: Type.String(),
  area: Type.String(),
});
export type OrderAddress = Static<typeof OrderAddressSchema>;

const OrderLineSchema = Type.Object({
  sku: Type.String(),
  /** The product title when the order was sent. */
  title: Type.Object({ nb: Type.String(), en: Type.String() }),
  quantity: Type.Integer(),
  /** NOK excluding VAT. */
  unitPrice: Type.Number(),
  lineTotal: Type.Number(),
});
export type OrderLine = Static<typeof OrderLineSchema>;

/** An order as the orders list shows it; amounts in NOK, `total` excluding VAT. */
const PlacedOrderSchema = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  /** ISO 8601. */
  createdAt: Type.String(),
  customerReference: Type.String(),
  comment: Type.String(),
  recipient: Type.String(),
  deliveryAddress: OrderAddressSchema,
  invoiceAddress: OrderAddressSchema,
  // An enum of strings rather than a union of literals: answers are serialised by this schema, and
  // an enum is written straight out where a union is tried member by member.
  status: Type.Unsafe<(typeof ORDER_STATUSES)[number]>({ type: 'string', enum: ORDER_STATUSES }),
  total: Type.Number(),
  vat: Type.Number(),
  totalIncludingVat: Type.Number(),
  /** The first LINES_IN_ORDER_LIST lines; all of them: GET /api/orders/{userId}/{orderId}/lines. */
  lines: Type.Array(OrderLineSchema, { maxItems: LINES_IN_ORDER_LIST }),
  /** How many lines the order has in all. */
  lineCount: Type.Integer(),
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
    lineItems: Type.Array(
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
    ),
  },
  { additionalProperties: false },
);
export type SendOrderBody = Static<typeof SendOrderBodySchema>;

/** 202 to POST /api/orders: the order's number and what it came to. */
export const SentOrderSchema = Type.Object({
  id: Type.String(),
  orderNumber: Type.String(),
  total: Type.Number(),
  vat: Type.Number(),
  totalIncludingVat: Type.Number(),
});
export type SentOrder = Static<typeof SentOrderSchema>;
