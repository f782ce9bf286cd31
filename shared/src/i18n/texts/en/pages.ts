import type { nb } from '../pages';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  comingSoonHeading: 'This page is coming soon',
  comingSoonBody: 'We are working on this part of the shop.',
  notFoundHeading: 'Sorry, this page does not exist',
  notFoundBody: 'This page could not be found',
  backToFront: 'Return to frontpage',
};
