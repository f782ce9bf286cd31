// Texts of the "categories" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  innbruddsalarm: 'Innbruddsalarm',
  kameraovervakning: 'Kameraovervåkning',
  brannprodukter: 'Brannprodukter',
  adgangskontroll: 'Adgangskontroll',
};

export const en: TextsOf<typeof nb> = {
  innbruddsalarm: 'Intruder alarm',
  kameraovervakning: 'Camera surveillance',
  brannprodukter: 'Fire products',
  adgangskontroll: 'Access control',
};
