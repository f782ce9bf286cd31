// Norwegian texts of the "remote" namespace; the English ones (en/) must fill every key.
export const nb = {
  loading: 'Laster …',
  unavailable: 'Denne delen av butikken er midlertidig utilgjengelig.',
  retry: 'Prøv igjen',
  /** Under a form that is sent by the shop's code, on a page without JavaScript. */
  formNeedsScripts: 'Slå på JavaScript i nettleseren for å sende dette skjemaet.',
};
