import type { nb } from '../categories';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  innbruddsalarm: 'Intruder alarm',
  kameraovervakning: 'Camera surveillance',
  brannprodukter: 'Fire products',
  adgangskontroll: 'Access control',
};
