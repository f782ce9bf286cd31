// Texts of the "remote" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  loading: 'Laster …',
  unavailable: 'Denne delen av butikken er midlertidig utilgjengelig.',
  retry: 'Prøv igjen',
};

export const en: TextsOf<typeof nb> = {
  loading: 'Loading …',
  unavailable: 'This part of the shop is temporarily unavailable.',
  retry: 'Try again',
};
