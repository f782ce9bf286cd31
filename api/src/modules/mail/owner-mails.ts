import type { Locale } from '@shop/shared/routes';
import type { OutgoingMail } from './mailer';
import { SHOP, shopMail } from './shop-mail';

/**
 * To a login e-mail whose logins now wait because someone keeps trying wrong passwords: what is
 * going on, and the owner's ways in that no guesser has (at most once a day per account).
 */
export function guessedAtMail(input: { to: string; locale: Locale; loginPage: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Noen prøver å logge inn på kontoen din', en: 'Someone is trying to log in to your account' },
    {
      nb: [
        `Noen har prøvd å logge inn på kontoen din i nettbutikken til ${SHOP} med feil passord mange ganger. Derfor må nye innlogginger på kontoen vente en stund.`,
        'Du kommer inn som vanlig fra en nettleser du har logget inn fra før. Fra en annen nettleser velger du «Send meg en innloggingslenke» på innloggingssiden, så får du en lenke på e-post som logger deg inn med en gang:',
        '',
        input.loginPage,
        '',
        'Tror du noen kan kjenne passordet ditt, bør du bytte det (eller bruke «Glemt passord?»). Da blir alle andre logget ut.',
      ],
      en: [
        `Someone has tried to log in to your account in the ${SHOP} web shop with a wrong password many times. New logins to the account therefore have to wait for a while.`,
        'You get in as usual from a browser you have logged in from before. From another browser, choose "Send me a login link" on the login page, and you get a link by e-mail that logs you in at once:',
        '',
        input.loginPage,
        '',
        'If you think someone may know your password, change it (or use "Forgot password?"). Everyone else is then logged out.',
      ],
    },
  );
}

/** To a login e-mail: the single-use link that logs its browser in. */
export function loginLinkMail(input: { to: string; link: string; locale: Locale; validMinutes: number }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Innloggingslenke', en: 'Your login link' },
    {
      nb: [
        `Noen har bedt om en innloggingslenke til kontoen med denne e-postadressen i nettbutikken til ${SHOP}.`,
        'Åpne lenken under og trykk «Logg inn» for å logge inn uten passord:',
        '',
        input.link,
        '',
        `Lenken virker én gang og gjelder i ${input.validMinutes} minutter.`,
        'Har du ikke bedt om dette, kan du se bort fra denne e-posten. Ingen kommer inn på kontoen uten lenken.',
      ],
      en: [
        `Someone asked for a login link to the account with this e-mail address in the ${SHOP} web shop.`,
        'Open the link below and press "Log in" to log in without your password:',
        '',
        input.link,
        '',
        `The link works once and is valid for ${input.validMinutes} minutes.`,
        'If you did not ask for this, you can ignore this e-mail. Nobody gets into the account without the link.',
      ],
    },
  );
}
