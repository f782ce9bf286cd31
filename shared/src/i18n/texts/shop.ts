// Texts of the "shop" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  name: 'Sikkerhetsgrossisten',
  tagline: 'Innbruddsalarm, kameraovervåkning, brannprodukter og adgangskontroll for forhandlere',
};

export const en: TextsOf<typeof nb> = {
  name: 'Sikkerhetsgrossisten',
  tagline: 'Intruder alarm, camera surveillance, fire products and access control for retailers',
};
