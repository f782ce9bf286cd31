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

/** Spec §7: the `result` field holds the user's orders. */
export const ordersAnswer = {
  type: 'object',
  properties: { result: { type: 'array', items: order } },
  required: ['result'],
} as const;
