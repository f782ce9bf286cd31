// Texts of the footer in both languages.
import type { TextsOf } from './texts-of';

export const nb = {
  contact: 'Kontakt',
  about: 'Om oss',
  privacy: 'Personvernerklæring',
  terms: 'Kjøpsvilkår',
  follow: 'Følg oss',
  phoneLabel: 'Telefon',
  emailLabel: 'E-post',
  contactCard: 'Kontakt oss',
  copyright: '© {{year}} {{company}}',
  shopLinks: 'Om butikken',
};

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
