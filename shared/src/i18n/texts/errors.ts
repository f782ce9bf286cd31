// The error page (spec §8): the messages per status and the link back.
export const nb = {
  status403: 'Beklager, ingen tilgang til denne siden.',
  status404: 'Beklager, denne siden finnes ikke',
  status500: 'Beklager, noe gikk galt på serveren vår.',
  other: 'Beklager, en uventet feil oppstod',
  // Not in the spec's table: under the heading of a 503 (spec §8's "other"), the shop is there but
  // cannot serve the page now (its database is away).
  unavailable: 'Nettbutikken er utilgjengelig akkurat nå. Prøv igjen om et øyeblikk.',
  backToFront: 'Returner til forsiden',
  pageTitle: 'Error',
  statusLabel: 'Feilkode {{status}}',
  // The spec quotes the English message of an unknown route; Norwegian pages say it in Norwegian.
  notFound: 'Denne siden ble ikke funnet',
};
