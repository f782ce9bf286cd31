// Norwegian texts of the "shop" namespace; the English ones (en/) must fill every key.
export const nb = {
  name: 'Sikkerhetsgrossisten',
  tagline: 'Innbruddsalarm, kameraovervåkning, brannprodukter og adgangskontroll for forhandlere',
};
