/**
 * The company behind the shop, in one place: the footer's contact card, the contact page and the
 * legal pages (the shell's) and the printed order (the account's, as the seller) all read it.
 */
export const COMPANY = {
  name: 'Sikkerhetsgrossisten AS',
  organizationNumber: '912 345 678',
  phone: '+47 22 33 44 55',
  phoneHref: 'tel:+4722334455',
  email: 'post@sikkerhetsgrossisten.no',
  address: { street: 'Brynsveien 12', zipCode: '0667', area: 'Oslo' },
  openingHours: { weekdays: '08:00–16:00' },
  social: {
    facebook: 'https://www.facebook.com/sikkerhetsgrossisten',
    linkedin: 'https://www.linkedin.com/company/sikkerhetsgrossisten',
    instagram: 'https://www.instagram.com/sikkerhetsgrossisten',
  },
  copyrightYear: 2020,
  /** Invoices are due this many days net (the terms of purchase say the same). */
  paymentTermsDays: 30,
} as const;
