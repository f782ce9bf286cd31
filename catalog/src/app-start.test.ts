import { shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import startCatalogApp from './app-start';
import { catalogStore } from './state/catalog-store';
import { MENU } from './test-support/render-page';

describe('catalogue app start (spec §4)', () => {
  it('loads the product menu, then the featured products, priced for a logged-in user', async () => {
    shopStore.setState({ isLoggedIn: true });
    const calls = serveCalls(({ url }) => ({ status: 200, data: url === '/product/menu' ? MENU : [] }));
    await startCatalogApp();
    expect(calls).toEqual(['GET /product/menu', 'GET /productUser/featured']);
    expect(catalogStore.getState().productMenu).toEqual(MENU);
    expect(catalogStore.getState().listStatus.featured).toBe('loaded');
  });
});
