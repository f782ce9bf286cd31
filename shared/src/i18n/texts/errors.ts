// The error page (spec §8): the messages per status and the link back.
import type { TextsOf } from './texts-of';

export const nb = {
  status403: 'Beklager, ingen tilgang til denne siden.',
  status404: 'Beklager, denne siden finnes ikke',
  status500: 'Beklager, noe gikk galt på serveren vår.',
  other: 'Beklager, en uventet feil oppstod',
  backToFront: 'Returner til forsiden',
  pageTitle: 'Error',
  statusLabel: 'Feilkode {{status}}',
  // The spec quotes this message for an unknown route in English only; both languages show it as quoted.
  notFound: 'This page could not be found',
};

export const en: TextsOf<typeof nb> = {
  status403: 'Sorry, you do not have access to this page',
  status404: 'Sorry, this page does not exist',
  status500: 'Sorry, something went wrong on our server',
  other: 'Sorry, unexpected error has occured',
  backToFront: 'Return to frontpage',
  pageTitle: 'Error',
  statusLabel: 'Error code {{status}}',
  notFound: 'This page could not be found',
};
