import { matchRoute } from '@shop/shared/routes';
import { pageAnswerFor } from './product-pages';

const catalog = {
  product: (sku: string) => ({ 'HIK-2CD1043': { category: 'kameraovervakning' as const } })[sku],
};
const answer = (pathname: string) => pageAnswerFor(matchRoute(pathname), catalog);

describe('the server’s answer for a page address', () => {
  it('is 200 for pages without a product and for a product under its own category', () => {
    for (const path of ['/', '/en/cart', '/kameraovervakning', '/kameraovervakning/HIK-2CD1043', '/en/kameraovervakning/HIK-2CD1043']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('leaves the id of an account page (an order) to the page, which says itself when it finds none', () => {
    for (const path of ['/min-side/ordre/3f2b8c1e-5d4a-4b7e-9c0d-1a2b3c4d5e6f', '/en/account/orders/NOPE-1']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('keeps the all-products and results addresses of a product', () => {
    for (const path of ['/produkter/HIK-2CD1043', '/en/products/HIK-2CD1043', '/resultater/HIK-2CD1043', '/en/results/HIK-2CD1043']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 200 } });
    }
  });

  it('is 404 for an unknown address, an id that is not an id, and a product that does not exist', () => {
    for (const path of ['/finnes-ikke', '/kameraovervakning/bad%20id', '/produkter/NOPE-1', '/en/adgangskontroll/NOPE-1']) {
      expect({ path, answer: answer(path) }).toEqual({ path, answer: { status: 404 } });
    }
  });

  it('sends a product under another category to its one address in the same language', () => {
    expect(answer('/adgangskontroll/HIK-2CD1043')).toEqual({ redirectTo: '/kameraovervakning/HIK-2CD1043' });
    expect(answer('/en/brannprodukter/HIK-2CD1043')).toEqual({ redirectTo: '/en/kameraovervakning/HIK-2CD1043' });
  });
});
