import type { nb } from '../pages';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  notFoundHeading: 'Sorry, this page does not exist',
  notFoundBody: 'This page could not be found',
  backToFront: 'Return to frontpage',
};
