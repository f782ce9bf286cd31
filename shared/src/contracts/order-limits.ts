// The orders API's limits and states, plain values without the schemas, so a front end reads them
// without loading the schema library.

/** Limits of an order, in characters unless said otherwise. */
export const ORDER_LIMITS = {
  recipient: 100,
  customerReference: 100,
  comment: 1000,
  lines: 500,
  quantity: 9999,
  idempotencyKey: 200,
} as const;

/**
 * A page of orders: 20 unless the account page asks for fewer. An order holds up to 500 lines, so
 * a page up to 10,000: reading more at once would hold the embedded database (and with it every
 * other request) for longer.
 */
export const ORDERS_PAGE = { default: 20, max: 20 } as const;

/**
 * How many of an order's lines the orders list carries (the first ones); `lineCount` says how many
 * it has, and GET /api/orders/{userId}/{orderId}/lines gives them all. A page of 20 orders of 500
 * lines would otherwise be megabytes.
 */
export const LINES_IN_ORDER_LIST = 10;

export const ORDER_STATUSES = ['received', 'processing', 'shipped', 'delivered', 'cancelled'] as const;
