import type { nb } from '../address-book';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  recipient: 'Recipient (optional)',
  street: 'Street address',
  zipCode: 'Postal code',
  area: 'City',
};
