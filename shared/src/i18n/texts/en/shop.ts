import type { nb } from '../shop';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  name: 'Sikkerhetsgrossisten',
  tagline: 'Intruder alarm, camera surveillance, fire products and access control for retailers',
};
