// Norwegian texts of the "availability" namespace; the English ones (en/) must fill every key.
// The catalogue (cards, product page) and the cart (cart, checkout) both say them, so they are the kernel's.
export const nb = {
  inStock: 'På lager',
  inStockAt: '{{count}} stk. på lager i {{warehouse}}',
  leadTime: 'Bestillingsvare – {{min}}–{{max}} virkedager',
  leadTimeExact_one: 'Bestillingsvare – {{count}} virkedag',
  leadTimeExact_other: 'Bestillingsvare – {{count}} virkedager',
  ask: 'Ikke på lager – spør oss om leveringstid',
  notAt: 'Ikke på lager i {{warehouse}}',
  backOrdered: '{{count}} stk. i restordre',
  warehouses: { oslo: 'Oslo', bergen: 'Bergen', trondheim: 'Trondheim' },
};
