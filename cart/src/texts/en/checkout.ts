import type { nb } from '../checkout';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  heading: 'Checkout',
  recipient: 'Recipient',
  deliveryAddress: 'Delivery address',
  toInvoiceAddress: 'Same as the invoice address',
  invoiceAddress: 'Invoice address',
  customerReference: 'Your reference',
  comment: 'Comment',
  summary: 'Summary',
  lines: '{{count}} items',
  send: 'Send order',
  sending: 'Sending …',
  failed: 'The order could not be sent. Your cart is kept – please try again shortly.',
  confirmed: 'Thank you for your order!',
  orderNumber: 'Order number: {{orderNumber}}',
  seeOrders: 'See your orders',
  continueShopping: 'Continue shopping',
  emptyCart: 'Your cart is empty – nothing to order.',
  backToCart: 'Back to the cart',
  tooLong: 'At most {{max}} characters',
  newAddress: 'New delivery address',
  saveAddress: 'Save the address',
  required: 'Required',
  zipInvalid: 'The postal code must have four digits',
  addressFailed: 'The address could not be saved. Please try again.',
};
