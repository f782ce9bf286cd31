import type { Locale } from '@shop/shared/routes';
import { type OutgoingMail, shopMail } from '../mail';
import { LINK_VALID_DAYS } from './staff-repository';

/**
 * The invitation to the staff area: a single-use link to set a password and the second factor. In
 * the language of the inviter's page: the person invited has none the shop knows yet.
 */
export function staffInvitationMail(input: { to: string; locale: Locale; link: string; invitedBy: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Invitasjon til det interne området', en: 'Invitation to the staff area' },
    {
      nb: [
        `${input.invitedBy} har invitert deg til det interne området.`,
        `Åpne lenken for å velge passord og sette opp tofaktor-innlogging (lenken virker én gang, i ${LINK_VALID_DAYS} dager):`,
        input.link,
      ],
      en: [
        `${input.invitedBy} has invited you to the staff area.`,
        `Open the link to choose a password and set up two-factor login (it works once, for ${LINK_VALID_DAYS} days):`,
        input.link,
      ],
    },
  );
}

/** To the person who registered an organisation the distributor refused, with the reason, in the language they registered in. */
export function refusalMail(input: { to: string; locale: Locale; organization: string; reason: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Registreringen ble ikke godkjent', en: 'Your registration was not approved' },
    {
      nb: [`Vi har dessverre ikke godkjent registreringen av ${input.organization}.`, '', `Begrunnelse: ${input.reason}`],
      en: [`We are sorry: the registration of ${input.organization} was not approved.`, '', `Reason: ${input.reason}`],
    },
  );
}

/** To the person who placed an order, when it ships, in their language. */
export function shippedMail(input: { to: string; locale: Locale; orderNumber: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: `Ordre ${input.orderNumber} er sendt`, en: `Order ${input.orderNumber} has shipped` },
    {
      nb: [`Ordre ${input.orderNumber} er sendt fra lageret vårt. Du ser status for ordren under Mine ordre.`],
      en: [`Order ${input.orderNumber} has left our warehouse. You can follow it under My orders.`],
    },
  );
}
