import type { Locale } from '@shop/shared/routes';
import type { OutgoingMail } from './mailer';

export const SHOP = 'Sikkerhetsgrossisten';

/** A plain mail of the shop's own words in the person's language, with its greeting and signature. */
export function shopMail(to: string, locale: Locale, subject: Record<Locale, string>, body: Record<Locale, string[]>): OutgoingMail {
  const lines = locale === 'en' ? ['Hello,', '', ...body.en, '', 'Kind regards,', SHOP] : ['Hei!', '', ...body.nb, '', 'Vennlig hilsen', SHOP];
  return { to, subject: `${subject[locale]} – ${SHOP}`, text: `${lines.join('\n')}\n` };
}
