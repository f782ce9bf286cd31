/** Limits of a sent order (POST /api/orders); the texts are printed on delivery notes and invoices. */
export const ORDER_LIMITS = {
  recipient: 100,
  customerReference: 100,
  comment: 1000,
  lines: 500,
  quantity: 9999,
  idempotencyKey: 200,
} as const;

const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** What a client may send as the invoice address: its copy of the organisation's, read by nobody. */
const clientAddress = {
  type: ['object', 'null'],
  properties: { recipient: text(200), street: text(200), zipCode: text(20), area: text(100) },
  additionalProperties: false,
} as const;

/** Spec §3/§7: the order draft with its lines reduced to SkuId and an integer Quantity. */
export const sendOrderBody = {
  type: 'object',
  properties: {
    customer: text(64),
    Recipient: text(ORDER_LIMITS.recipient),
    // The invoice address is the organisation's own; a client's copy is accepted and not used.
    invoiceAddress: clientAddress,
    // The id of one of the organisation's delivery addresses; empty or left out: the invoice address.
    deliveryAddress: text(64),
    customerReference: text(ORDER_LIMITS.customerReference),
    comment: text(ORDER_LIMITS.comment),
    lineItems: {
      type: 'array',
      minItems: 1,
      maxItems: ORDER_LIMITS.lines,
      items: {
        type: 'object',
        properties: {
          SkuId: { type: 'string', minLength: 1, maxLength: 64 },
          Quantity: { type: 'integer', minimum: 1, maximum: ORDER_LIMITS.quantity },
        },
        required: ['SkuId', 'Quantity'],
        // A line may carry a few plain fields of the client's cart (a price, a title): ignored.
        maxProperties: 8,
        additionalProperties: { anyOf: [{ type: 'string', maxLength: 200 }, { type: ['number', 'null'] }, { type: 'boolean' }] },
      },
    },
  },
  required: ['customer', 'lineItems'],
  additionalProperties: false,
} as const;

export interface SendOrderBody {
  customer: string;
  Recipient?: string;
  invoiceAddress?: Record<string, string> | null;
  deliveryAddress?: string;
  customerReference?: string;
  comment?: string;
  lineItems: Array<{ SkuId: string; Quantity: number }>;
}

export const sentOrderAnswer = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    orderNumber: { type: 'string' },
    total: { type: 'number' },
    vat: { type: 'number' },
    totalIncludingVat: { type: 'number' },
  },
  required: ['id', 'orderNumber', 'total', 'vat', 'totalIncludingVat'],
} as const;

export interface SentOrder {
  id: string;
  orderNumber: string;
  total: number;
  vat: number;
  totalIncludingVat: number;
}
