// Norwegian texts of the footer; English in en/footer.ts.
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
