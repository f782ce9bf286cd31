import { setLocale, shopStore } from '@shop/shared';
import { type PricedProduct } from '@shop/shared/contracts';
import { screen } from '@testing-library/react';
import { renderAt } from '../../test-support/render-page';
import { PriceTag } from './price-tag';
import { testUser, testProduct } from '@shop/shared/test-fixtures';

const base = testProduct();
const priced: PricedProduct = { ...base, price: 1234.5, indicativePrice: 1543.13, discount: { percentage: 20 } };
const user = testUser({ organization: { id: 'o1', name: 'Org', invoiceType: 'email' } });

describe('price tag (spec §3)', () => {
  beforeEach(() => shopStore.setState({ isLoggedIn: false, user: null }));

  it('shows a visitor the login link, which returns to this page after login', async () => {
    await setLocale('en');
    renderAt('/en/access-control?filter=adgangskontroll%3Alaser', <PriceTag product={base} />);
    const link = screen.getByRole('link', { name: 'Login for retailer prices' });
    expect(link).toHaveAttribute('href', `/api/auth/authorize?returnTo=${encodeURIComponent('/en/access-control?filter=adgangskontroll%3Alaser')}`);
  });

  it('shows a logged-in retailer the price with ",-" and "eks. mva.", the indicative price and the discount', async () => {
    await setLocale('nb');
    shopStore.setState({ isLoggedIn: true, user });
    renderAt('/adgangskontroll', <PriceTag product={priced} />);
    expect(screen.getByTestId('price')).toHaveTextContent('1 234,50,- eks. mva.');
    expect(screen.getByText('Veil. pris 1 543,13,-')).toBeInTheDocument();
    expect(screen.getByText('20 % rabatt')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('writes English prices with a decimal point and "exc. VAT", and no discount line without a discount', async () => {
    await setLocale('en');
    shopStore.setState({ isLoggedIn: true, user });
    renderAt('/en', <PriceTag product={{ ...base, price: 1000000, indicativePrice: 1000000 }} />);
    expect(screen.getByTestId('price')).toHaveTextContent('1 000 000,- exc. VAT');
    expect(screen.queryByText(/Indicative price/)).toBeNull();
  });

  it('shows nothing for a price of zero', () => {
    shopStore.setState({ isLoggedIn: true, user });
    const { container } = renderAt('/', <PriceTag product={{ ...base, price: 0, indicativePrice: 0 }} />);
    expect(screen.queryByTestId('price')).toBeNull();
    expect(container.querySelector('a')).toBeNull();
  });
});
