import { SHOP, shopMail } from './shop-mail';
import type { Locale } from '@shop/shared/routes';
import type { OutgoingMail } from './mailer';

/**
 * To the new address of a login: the link that makes it the login. Nothing else the person typed:
 * whoever holds a session could have typed any address.
 */
export function emailChangeMail(input: { to: string; link: string; locale: Locale; validHours: number }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Bekreft den nye e-postadressen din', en: 'Confirm your new e-mail address' },
    {
      nb: [
        `Noen har bedt om å bruke denne e-postadressen til å logge inn i nettbutikken til ${SHOP}.`,
        'Åpne lenken under og trykk «Bekreft e-postadressen» for å bekrefte at adressen er din. Først da blir den den nye innloggingen:',
        '',
        input.link,
        '',
        `Lenken virker én gang og gjelder i ${input.validHours} timer.`,
        'Har du ikke bedt om dette, kan du se bort fra denne e-posten. Da endres ingenting.',
      ],
      en: [
        `Someone asked to use this e-mail address to log in to the ${SHOP} web shop.`,
        'Open the link below and press "Confirm e-mail address" to confirm that the address is yours. Only then does it become the new login:',
        '',
        input.link,
        '',
        `The link works once and is valid for ${input.validHours} hours.`,
        'If you did not ask for this, you can ignore this e-mail. Nothing changes.',
      ],
    },
  );
}

/** To the login e-mail as it still is: a change to another address was asked for, and how to stop it. */
export function emailChangeNotice(input: { to: string; newEmail: string; locale: Locale }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Endring av e-postadressen din', en: 'A change of your e-mail address' },
    {
      nb: [
        `Noen som er logget inn på kontoen din hos ${SHOP}, har bedt om å endre innloggingen fra denne adressen til ${input.newEmail}.`,
        'Endringen skjer først når lenken vi sendte til den nye adressen, blir åpnet. Til da logger du inn med denne adressen som før.',
        'Var det ikke deg, bør du bytte passord med en gang (eller bruke «Glemt passord?» på innloggingssiden) og kontakte oss.',
      ],
      en: [
        `Someone logged in to your account at ${SHOP} asked to change the login from this address to ${input.newEmail}.`,
        'The change happens only when the link we sent to the new address is opened. Until then you log in with this address as before.',
        'If it was not you, change your password at once (or use "Forgot password?" on the login page) and contact us.',
      ],
    },
  );
}

/** To a login e-mail: the single-use link that sets a new password. */
export function passwordResetMail(input: { to: string; link: string; locale: Locale; validMinutes: number }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Nytt passord', en: 'A new password' },
    {
      nb: [
        `Noen har bedt om å sette nytt passord for kontoen med denne e-postadressen i nettbutikken til ${SHOP}.`,
        'Åpne lenken under for å velge et nytt passord:',
        '',
        input.link,
        '',
        `Lenken virker én gang og gjelder i ${input.validMinutes} minutter. Når det nye passordet er satt, blir du logget ut overalt.`,
        'Har du ikke bedt om dette, kan du se bort fra denne e-posten. Passordet ditt er det samme som før.',
      ],
      en: [
        `Someone asked to set a new password for the account with this e-mail address in the ${SHOP} web shop.`,
        'Open the link below to choose a new password:',
        '',
        input.link,
        '',
        `The link works once and is valid for ${input.validMinutes} minutes. Once the new password is set, you are logged out everywhere.`,
        'If you did not ask for this, you can ignore this e-mail. Your password stays as it was.',
      ],
    },
  );
}

/**
 * To the login e-mail of a registration still waiting: another registration of its organisation
 * number or e-mail was confirmed first, so this one has ended. Names nothing either form said.
 */
export function registrationEndedMail(input: { to: string; locale: Locale; contactPage: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Registreringen din er avsluttet', en: 'Your registration has ended' },
    {
      nb: [
        `Du registrerte en bedrift i nettbutikken til ${SHOP} med denne e-postadressen.`,
        'Organisasjonsnummeret (eller e-postadressen) er nå bekreftet av en annen registrering, som kom først. Registreringen din er derfor avsluttet, og lenken vi sendte deg virker ikke lenger.',
        'Mener du at organisasjonsnummeret er bedriftens, tar du kontakt med oss, så finner vi ut av det:',
        '',
        input.contactPage,
      ],
      en: [
        `You registered a company in the ${SHOP} web shop with this e-mail address.`,
        'The organisation number (or the e-mail address) has now been confirmed by another registration, which came first. Your registration has therefore ended, and the link we sent you no longer works.',
        'If the organisation number is your company\'s, contact us and we will sort it out:',
        '',
        input.contactPage,
      ],
    },
  );
}
