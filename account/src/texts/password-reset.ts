// Texts of the "passwordReset" namespace: a forgotten password, from the login page's link to the
// new password set from the mailed link.
export const nb = {
  forgotPassword: 'Glemt passord?',
  heading: 'Nytt passord',
  requestIntro: 'Skriv inn e-postadressen du logger inn med, så sender vi deg en lenke for å velge et nytt passord.',
  send: 'Send lenke',
  sending: 'Sender …',
  sent: 'Hvis {{email}} hører til en konto, er en lenke på vei. Den gjelder i én time. Sjekk e-posten din.',
  limited: 'Du har bedt om mange lenker. Prøv igjen senere.',
  failed: 'Vi fikk ikke sendt lenken. Prøv igjen om litt.',
  setIntro: 'Velg et nytt passord. Når det er lagret, blir du logget ut overalt, og du logger inn med det nye passordet.',
  newPassword: 'Nytt passord',
  save: 'Lagre nytt passord',
  saving: 'Lagrer …',
  linkInvalid: 'Lenken er utløpt eller allerede brukt. Be om en ny lenke under.',
  done: 'Passordet er byttet, og du er logget ut overalt. Logg inn med det nye passordet.',
  invited: 'Passordet er lagret. Logg inn med e-postadressen og det nye passordet.',
  backToLogin: 'Tilbake til innloggingen',
};
