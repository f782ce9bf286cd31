import { ORDER_STATUSES } from './order-types';

const address = {
  type: 'object',
  properties: {
    recipient: { type: 'string' },
    street: { type: 'string' },
    zipCode: { type: 'string' },
    area: { type: 'string' },
  },
} as const;

const line = {
  type: 'object',
  properties: {
    sku: { type: 'string' },
    title: { type: 'object', properties: { nb: { type: 'string' }, en: { type: 'string' } }, required: ['nb', 'en'] },
    quantity: { type: 'integer' },
    unitPrice: { type: 'number' },
    lineTotal: { type: 'number' },
  },
  required: ['sku', 'title', 'quantity', 'unitPrice', 'lineTotal'],
} as const;

const order = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string' },
    createdAt: { type: 'string' },
    customerReference: { type: 'string' },
    comment: { type: 'string' },
    recipient: { type: 'string' },
    deliveryAddress: address,
    invoiceAddress: address,
    status: { type: 'string', enum: ORDER_STATUSES },
    total: { type: 'number' },
    vat: { type: 'number' },
    totalIncludingVat: { type: 'number' },
    lines: { type: 'array', items: line },
  },
  required: ['id', 'orderNumber', 'createdAt', 'status', 'total', 'vat', 'totalIncludingVat', 'lines'],
} as const;

export const ordersParams = {
  type: 'object',
  properties: { userId: { type: 'string', maxLength: 64 } },
  required: ['userId'],
} as const;

/**
 * A page of orders: 20 unless the account page asks for fewer. An order holds up to 500 lines, so
 * a page up to 10,000: reading more at once would hold the embedded database (and with it every
 * other request) for longer.
 */
const ORDERS_PAGE = { default: 20, max: 20 } as const;

export const ordersQuery = {
  type: 'object',
  properties: {
    limit: { type: 'integer', minimum: 1, maximum: ORDERS_PAGE.max, default: ORDERS_PAGE.default },
    offset: { type: 'integer', minimum: 0, maximum: 1_000_000, default: 0 },
  },
} as const;

export interface OrdersQuery {
  limit: number;
  offset: number;
}

/**
 * Spec §7: the `result` field holds the user's orders, here one page of them; `total` is how many
 * the user has in all, `limit` and `offset` the page given.
 */
export const ordersAnswer = {
  type: 'object',
  properties: {
    result: { type: 'array', items: order },
    total: { type: 'integer' },
    limit: { type: 'integer' },
    offset: { type: 'integer' },
  },
  required: ['result', 'total', 'limit', 'offset'],
} as const;
