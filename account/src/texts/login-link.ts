// Texts of the "loginLink" namespace: the one-time login link, from the login form's offer while
// the account's logins wait to the page the mailed link opens.
export const nb = {
  offer: 'Er dette kontoen din? Få en lenke på e-post som logger deg inn med en gang.',
  ask: 'Send meg en innloggingslenke',
  asking: 'Sender …',
  sent: 'Hvis {{email}} hører til en konto, er en innloggingslenke på vei. Den gjelder i 15 minutter. Sjekk e-posten din.',
  limited: 'Du har bedt om mange lenker. Prøv igjen senere.',
  failed: 'Vi fikk ikke sendt lenken. Prøv igjen om litt.',
  landingIntro: 'Trykk på knappen for å logge inn med lenken fra e-posten.',
  logIn: 'Logg inn',
  loggingIn: 'Logger inn …',
  invalid: 'Innloggingslenken er utløpt eller allerede brukt. Logg inn med passordet, eller be om en ny lenke.',
  loginFailed: 'Innloggingen mislyktes. Prøv igjen om litt.',
};
