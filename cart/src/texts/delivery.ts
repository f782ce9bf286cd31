// The "delivery" group of the cart's namespace, in Norwegian; the English one (en/) must fill every
// key. Only checkout says them, so they come with checkout's code (register-checkout-texts.ts), not
// with the cart page's.
export const nb = {
  heading: 'Levering',
  method_pickup: 'Henting på lager',
  method_standard: 'Standard levering',
  method_express: 'Ekspresslevering',
  free: 'Gratis',
  earliest: 'tidligst {{date}}',
  pickupWarehouse: 'Lager du henter på',
  requestedDate: 'Ønsket leveringsdato',
  requestedDateHint: 'Tomt felt: tidligst mulig. Velg en hverdag fra {{earliest}} til {{latest}}.',
  dateTooEarly: 'Tidligste mulige dato er {{date}}.',
  dateTooLate: 'Velg en dato senest {{date}}.',
  dateClosed: '{{date}} er helg eller helligdag. Velg en hverdag.',
  dateInvalid: 'Velg en gyldig dato.',
  optionsFailed: 'Frakt og leveringsdatoer kunne ikke hentes akkurat nå. De regnes ut når bestillingen sendes.',
  backOrderExpected: 'ventet {{date}}',
  backOrderUnknown: 'vi bekrefter datoen',
  confirmedDelivery: 'Levering: {{method}}, {{date}}',
  confirmedPickup: 'Henting på lager i {{warehouse}}, {{date}}',
  confirmedFreight: 'Frakt: {{amount}}',
  goodsExVat: 'Varer eks. mva.',
  freight: 'Frakt',
};
