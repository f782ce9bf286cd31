// Norwegian texts of the "categories" namespace; the English ones (en/) must fill every key.
export const nb = {
  innbruddsalarm: 'Innbruddsalarm',
  kameraovervakning: 'Kameraovervåkning',
  brannprodukter: 'Brannprodukter',
  adgangskontroll: 'Adgangskontroll',
};
