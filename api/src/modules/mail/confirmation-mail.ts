import type { Locale } from '@shop/shared/routes';
import type { OutgoingMail } from './mailer';
import { SHOP, shopMail } from './shop-mail';

interface ConfirmationMailInput {
  to: string;
  /** The single-use link that confirms the address. */
  link: string;
  locale: Locale;
  /** How long the link works. */
  validHours: number;
  /** After confirming, the distributor approves the organisation before prices are shown. */
  approvalRequired: boolean;
}

/**
 * The mail that confirms a login e-mail. It holds only the shop's own words and the link: nothing
 * the registration typed (a company or person name), since anyone may register with anyone's
 * address, and a name in the mail would carry their words into a stranger's inbox.
 */
export function confirmationMail(input: ConfirmationMailInput): OutgoingMail {
  const { link, validHours, approvalRequired } = input;
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Bekreft e-postadressen din', en: 'Confirm your e-mail address' },
    {
      nb: [
        `Denne e-postadressen er brukt til å registrere en forhandlerkonto i nettbutikken til ${SHOP}.`,
        'Åpne lenken under og trykk «Bekreft e-postadressen» for å bekrefte at adressen er din:',
        '',
        link,
        '',
        approvalRequired
          ? 'Når adressen er bekreftet, går vi gjennom registreringen. Du kan logge inn og se forhandlerprisene så snart firmaet er godkjent.'
          : 'Når adressen er bekreftet, kan du logge inn og se forhandlerprisene.',
        '',
        `Lenken virker én gang og gjelder i ${validHours} timer.`,
        'Har du ikke registrert deg hos oss, kan du se bort fra denne e-posten. Da blir kontoen aldri tatt i bruk.',
      ],
      en: [
        `This e-mail address was used to register a retailer account in the ${SHOP} web shop.`,
        'Open the link below and press "Confirm e-mail address" to confirm that the address is yours:',
        '',
        link,
        '',
        approvalRequired
          ? 'Once the address is confirmed, we review the registration. You can log in and see the retailer prices as soon as your company is approved.'
          : 'Once the address is confirmed, you can log in and see the retailer prices.',
        '',
        `The link works once and is valid for ${validHours} hours.`,
        'If you did not register with us, you can ignore this e-mail. The account will then never be used.',
      ],
    },
  );
}
