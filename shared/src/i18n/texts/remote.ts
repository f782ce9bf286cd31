// Norwegian texts of the "remote" namespace; the English ones (en/) must fill every key.
export const nb = {
  loading: 'Laster …',
  unavailable: 'Denne delen av butikken er midlertidig utilgjengelig.',
  retry: 'Prøv igjen',
  /** Above the server's copy of a part whose code failed in the browser: it reads, its links work, nothing else does. */
  keptFromServer: 'Denne delen av siden kan ikke brukes akkurat nå, men lenkene i den virker.',
  /** Under a form that is sent by the shop's code, on a page without JavaScript. */
  formNeedsScripts: 'Slå på JavaScript i nettleseren for å sende dette skjemaet.',
};
