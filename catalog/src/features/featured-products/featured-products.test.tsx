import { setLocale, shopStore } from '@shop/shared';
import { serveCalls } from '@shop/shared/test-support';
import { act, screen } from '@testing-library/react';
import startCatalogApp from '../../app-start';
import { installMatchMedia, MENU, renderAt } from '../../test-support/render-page';
import { FeaturedProducts } from './featured-products';
import { testUser, testProduct } from '@shop/shared/test-fixtures';

const user = testUser({ organization: { id: 'o1', name: 'Org', invoiceType: 'email' } });
const product = testProduct();

/** The API: the menu, and featured products priced under /productUser only. */
function serveShop(): string[] {
  return serveCalls(({ url }) => {
    if (url === '/product/menu') return { status: 200, data: MENU };
    return { status: 200, data: [url.startsWith('/productUser/') ? { ...product, price: 1000, indicativePrice: 1200 } : product] };
  });
}

describe('featured products on the front page', () => {
  beforeAll(installMatchMedia);
  beforeEach(() => setLocale('nb'));

  it('shows the featured products app start loads, without asking for them a second time', async () => {
    const calls = serveShop();
    const starting = startCatalogApp();
    renderAt('/', <FeaturedProducts />);
    expect(await screen.findByRole('heading', { name: 'Utvalgte produkter' })).toBeInTheDocument();
    await act(() => starting);
    expect(screen.getByRole('link', { name: 'Kortleser' })).toHaveAttribute('href', '/adgangskontroll/AX-1');
    expect(calls.filter((call) => call.includes('featured'))).toEqual(['GET /product/featured']);
  });

  it('shows the prices after a login and the login link again after a logout', async () => {
    serveShop();
    renderAt('/', <FeaturedProducts />);
    expect(await screen.findByRole('link', { name: 'Logg inn for forhandlerpriser' })).toBeInTheDocument();
    act(() => shopStore.getState().logIn(user));
    expect(await screen.findByTestId('price')).toHaveTextContent('1 000,- eks. mva.');
    act(() => shopStore.getState().logOut());
    expect(await screen.findByRole('link', { name: 'Logg inn for forhandlerpriser' })).toBeInTheDocument();
    expect(screen.queryByTestId('price')).toBeNull();
  });
});
