// The people and products the front ends' tests use again and again, in one place. Each test
// overrides only what it reads.
import type { PublicProduct } from '../contracts/catalog';
import type { SessionUser } from '../store/session-slice';

/** A logged-in retailer of organisation o1. */
export function testUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    name: 'Kari',
    email: 'kari@example.com',
    phone: '+47 22 33 44 55',
    organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' },
    ...overrides,
  };
}

/** A product as a visitor sees it: a card reader, AX-1, unless said otherwise. */
export function testProduct(overrides: Partial<PublicProduct> = {}): PublicProduct {
  return {
    skuId: 'AX-1',
    title: { nb: 'Kortleser', en: 'Card reader' },
    subHeading: { nb: '', en: '' },
    images: [],
    category: 'adgangskontroll',
    categoryPath: ['adgangskontroll'],
    supplier: { id: 's', name: 'S' },
    availability: { stock: [{ warehouse: 'oslo', quantity: 3 }], leadTime: { minDays: 5, maxDays: 7 } },
    ...overrides,
  };
}
