// Norwegian texts of the "remote" namespace; the English ones (en/) must fill every key.
export const nb = {
  loading: 'Laster …',
  unavailable: 'Denne delen av butikken er midlertidig utilgjengelig.',
  retry: 'Prøv igjen',
};
