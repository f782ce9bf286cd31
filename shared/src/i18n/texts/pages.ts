// Texts of the "pages" namespace in both languages; English must fill every Norwegian key.
import type { TextsOf } from './texts-of';

export const nb = {
  comingSoonHeading: 'Denne siden kommer snart',
  comingSoonBody: 'Vi jobber med denne delen av butikken.',
  notFoundHeading: 'Beklager, denne siden finnes ikke',
  notFoundBody: 'This page could not be found',
  backToFront: 'Returner til forsiden',
};

export const en: TextsOf<typeof nb> = {
  comingSoonHeading: 'This page is coming soon',
  comingSoonBody: 'We are working on this part of the shop.',
  notFoundHeading: 'Sorry, this page does not exist',
  notFoundBody: 'This page could not be found',
  backToFront: 'Return to frontpage',
};
