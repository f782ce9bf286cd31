import type { nb } from '../footer';
import type { TextsOf } from '../texts-of';

export const en: TextsOf<typeof nb> = {
  contact: 'Contact',
  about: 'About us',
  privacy: 'Privacy',
  terms: 'Terms of purchase',
  follow: 'Follow us',
  phoneLabel: 'Phone',
  emailLabel: 'E-mail',
  contactCard: 'Contact us',
  copyright: '© {{year}} {{company}}',
  shopLinks: 'About the shop',
};
