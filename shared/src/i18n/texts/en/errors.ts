import type { nb } from '../errors';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  status403: 'Sorry, you do not have access to this page',
  status404: 'Sorry, this page does not exist',
  status500: 'Sorry, something went wrong on our server',
  other: 'Sorry, unexpected error has occured',
  unavailable: 'The shop is unavailable just now. Try again in a moment.',
  backToFront: 'Return to frontpage',
  pageTitle: 'Error',
  statusLabel: 'Error code {{status}}',
  notFound: 'This page could not be found',
};
