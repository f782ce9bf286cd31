import type { nb } from '../delivery';
import type { TextsOf } from '@shop/shared';

export const en: TextsOf<typeof nb> = {
  heading: 'Delivery',
  method_pickup: 'Pick-up at a warehouse',
  method_standard: 'Standard delivery',
  method_express: 'Express delivery',
  free: 'Free',
  earliest: 'earliest {{date}}',
  pickupWarehouse: 'Warehouse to pick up from',
  requestedDate: 'Requested delivery date',
  requestedDateHint: 'Empty: the earliest possible. Choose a working day from {{earliest}} to {{latest}}.',
  dateTooEarly: 'The earliest possible date is {{date}}.',
  dateTooLate: 'Choose a date no later than {{date}}.',
  dateClosed: '{{date}} is a weekend or a public holiday. Choose a working day.',
  dateInvalid: 'Choose a valid date.',
  optionsFailed: 'Freight and delivery dates could not be fetched just now. They are worked out when the order is sent.',
  backOrderExpected: 'expected {{date}}',
  backOrderUnknown: 'we confirm the date',
  confirmedDelivery: 'Delivery: {{method}}, {{date}}',
  confirmedPickup: 'Pick-up at the {{warehouse}} warehouse, {{date}}',
  confirmedFreight: 'Freight: {{amount}}',
  goodsExVat: 'Goods exc. VAT',
  freight: 'Freight',
};
