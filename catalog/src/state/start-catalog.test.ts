import { i18n, shopStore } from '@shop/shared';
import { type Product } from '@shop/shared/contracts';
import { serveCalls } from '@shop/shared/test-support';
import { catalogStore } from './catalog-store';
import './start-catalog';
import { testProduct, testUser } from '@shop/shared/test-fixtures';

const user = testUser({ organization: { id: 'o1', name: 'Org', invoiceType: 'email' } });
const publicProduct: Product = testProduct({ skuId: 'P-1', title: { nb: 'Produkt', en: 'Product' } });
const pricedProduct: Product = { ...publicProduct, price: 100, indicativePrice: 120 };

/** The API: public answers under /product, priced ones under /productUser. */
function answerByEndpoint(): string[] {
  return serveCalls(({ url }) => ({ status: 200, data: [url.startsWith('/productUser/') ? pricedProduct : publicProduct] }));
}

describe('catalogue start', () => {
  it('adds the catalogue texts to the page in both languages', () => {
    expect(i18n.getFixedT('nb', 'catalog')('catalog.featuredHeading')).toBe('Utvalgte produkter');
    expect(i18n.getFixedT('en', 'catalog')('catalog.featuredHeading')).toBe('Featured products');
  });

  it('when someone logs in, drops the public lists and loads the featured products again, priced', async () => {
    const calls = answerByEndpoint();
    await catalogStore.getState().loadFeatured();
    await catalogStore.getState().loadCategory('brannprodukter');

    shopStore.getState().logIn(user);
    expect(catalogStore.getState().categoryLists.brannprodukter).toEqual([]);
    await catalogStore.getState().ensureFeatured();

    expect(catalogStore.getState().featured).toEqual([pricedProduct]);
    expect(calls).toEqual(['GET /product/featured', 'GET /product/list', 'GET /productUser/featured']);
  });

  it('when the user logs out, shows the next person no price of theirs', async () => {
    shopStore.getState().logIn(user);
    answerByEndpoint();
    await catalogStore.getState().loadFeatured();
    await catalogStore.getState().loadProductList({ kind: 'search', words: 'kamera' });
    expect(catalogStore.getState().productList).toEqual([pricedProduct]);

    shopStore.getState().logOut();
    expect(catalogStore.getState().productList).toEqual([]);
    expect(catalogStore.getState().featured).toEqual([]);
    await catalogStore.getState().ensureFeatured();
    expect(catalogStore.getState().featured).toEqual([publicProduct]);
  });
});
