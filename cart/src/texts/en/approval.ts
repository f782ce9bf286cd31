import type { nb } from '../approval';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  orderLimit: 'Limit per order: {{limit}} kr',
  monthSpent: 'Spent this month: {{spent}} of {{limit}} kr',
  monthSpentNoLimit: 'Spent this month: {{spent}} kr',
  within: 'This order ({{total}} kr excl. VAT, freight included) is within your limits and is sent at once.',
  overOrderLimit:
    'This order ({{total}} kr excl. VAT, freight included) is over your limit of {{limit}} kr per order. It goes to an administrator for approval instead of being sent.',
  overMonthLimit:
    'This order ({{total}} kr excl. VAT, freight included) takes you over your monthly limit of {{limit}} kr. It goes to an administrator for approval instead of being sent.',
  requester: 'You send the cart for approval: an administrator of your organisation sends the order once it is approved.',
  send: 'Send for approval',
  heading: 'Sent for approval',
  waiting: "The order is waiting for an administrator's approval. It gets an order number once it is approved and sent.",
  sum: 'Total: {{total}} excl. VAT ({{totalIncludingVat}} incl. VAT)',
};
