import type { Locale } from '@shop/shared/routes';
import { SHOP, shopMail } from './shop-mail';
import type { OutgoingMail } from './mailer';

const ROLE_NAMES: Record<Locale, Record<string, string>> = {
  nb: { administrator: 'administrator', buyer: 'innkjøper', requester: 'bestiller (med godkjenning)' },
  en: { administrator: 'administrator', buyer: 'buyer', requester: 'requester (with approval)' },
};

/** "12 500,00 kr" / "NOK 12,500.00". */
function money(amount: number, locale: Locale): string {
  const text = amount.toLocaleString(locale === 'en' ? 'en-GB' : 'nb-NO', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).replace(/\s/g, ' ');
  return locale === 'en' ? `NOK ${text}` : `${text} kr`;
}

/** To an invited person: the single-use link with which they set their own password. */
export function invitationMail(input: { to: string; link: string; locale: Locale; organization: string; inviter: string; role: string; validDays: number }): OutgoingMail {
  const { locale } = input;
  return shopMail(
    input.to,
    locale,
    { nb: `Invitasjon til ${input.organization}`, en: `An invitation to ${input.organization}` },
    {
      nb: [
        `${input.inviter} har invitert deg til å logge inn for ${input.organization} i nettbutikken til ${SHOP}, som ${ROLE_NAMES.nb[input.role]}.`,
        'Åpne lenken under og velg ditt eget passord:',
        '',
        input.link,
        '',
        `Lenken virker én gang og gjelder i ${input.validDays} dager.`,
        'Venter du ikke denne invitasjonen, kan du se bort fra e-posten.',
      ],
      en: [
        `${input.inviter} has invited you to log in for ${input.organization} in the ${SHOP} web shop, as ${ROLE_NAMES.en[input.role]}.`,
        'Open the link below and choose your own password:',
        '',
        input.link,
        '',
        `The link works once and is valid for ${input.validDays} days.`,
        'If you did not expect this invitation, you can ignore this e-mail.',
      ],
    },
  );
}

/** To each administrator: an order waits for their approval. */
export function approvalNeededMail(input: { to: string; locale: Locale; requester: string; total: number; link: string }): OutgoingMail {
  return shopMail(
    input.to,
    input.locale,
    { nb: 'En bestilling venter på godkjenning', en: 'An order is waiting for approval' },
    {
      nb: [`${input.requester} har sendt en bestilling på ${money(input.total, 'nb')} eks. mva. til godkjenning.`, 'Godkjenn eller avvis den her:', '', input.link],
      en: [`${input.requester} has sent an order of ${money(input.total, 'en')} excl. VAT for approval.`, 'Approve or refuse it here:', '', input.link],
    },
  );
}

/** To the person who asked: their order was approved (and sent) or refused, with the reason. */
export function approvalDecidedMail(
  input: { to: string; locale: Locale; total: number; decidedBy: string } & ({ approved: true; orderNumber: string } | { approved: false; reason: string }),
): OutgoingMail {
  if (input.approved) {
    return shopMail(
      input.to,
      input.locale,
      { nb: `Bestillingen er godkjent (${input.orderNumber})`, en: `Your order was approved (${input.orderNumber})` },
      {
        nb: [`${input.decidedBy} har godkjent bestillingen din på ${money(input.total, 'nb')} eks. mva. Den er sendt som ordre ${input.orderNumber}.`],
        en: [`${input.decidedBy} approved your order of ${money(input.total, 'en')} excl. VAT. It was sent as order ${input.orderNumber}.`],
      },
    );
  }
  return shopMail(
    input.to,
    input.locale,
    { nb: 'Bestillingen ble avvist', en: 'Your order was refused' },
    {
      nb: [`${input.decidedBy} har avvist bestillingen din på ${money(input.total, 'nb')} eks. mva.`, `Begrunnelse: ${input.reason}`],
      en: [`${input.decidedBy} refused your order of ${money(input.total, 'en')} excl. VAT.`, `Reason: ${input.reason}`],
    },
  );
}
