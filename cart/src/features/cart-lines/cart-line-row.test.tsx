import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore, setLocale } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import CartPage from '../../pages/cart-page';

const product = {
  skuId: 'AX-100',
  title: { nb: 'Kortleser', en: 'Card reader' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'adgangskontroll' as const,
  categoryPath: ['adgangskontroll'],
  supplier: { id: 's1', name: 'Supplier' },
};

function renderCart() {
  return render(
    <MemoryRouter>
      <CartPage locale="nb" routeId="cart" params={{}} />
    </MemoryRouter>,
  );
}

describe('cart page', () => {
  beforeEach(async () => {
    await setLocale('nb');
  });

  it('shows the empty state with a way back to the catalogue', () => {
    renderCart();
    expect(screen.getByText('Handlekurven er tom.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fortsett å handle' })).toHaveAttribute('href', '/produkter');
  });

  it('lets a person type a quantity and remove the line', async () => {
    shopStore.getState().addToCart(product);
    renderCart();
    const quantity = screen.getByLabelText('Antall');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    expect(shopStore.getState().cartLines[0]?.quantity).toBe(12);
    // A visitor sees the login link instead of prices.
    expect(screen.getByRole('link', { name: 'Logg inn for forhandlerpriser' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Fjern' }));
    expect(screen.getByText('Handlekurven er tom.')).toBeInTheDocument();
  });

  it('shows a logged-in retailer prices, line totals and the sums, and steps the quantity', async () => {
    shopStore.getState().logIn({
      id: 'u1',
      name: 'Kari',
      email: 'kari@example.com',
      phone: '',
      organization: { id: 'o1', name: 'Firma AS', invoiceType: 'email' },
    });
    shopStore.getState().addToCart({ ...product, price: 1000.5, indicativePrice: 1200.5, discount: { percentage: 10 } });
    renderCart();
    expect(screen.getByTestId('unit-price')).toHaveTextContent('1 000,50,-');
    await userEvent.click(screen.getByRole('button', { name: 'Én til av Kortleser' }));
    expect(screen.getByLabelText('Antall')).toHaveValue(2);
    expect(screen.getByTestId('line-total')).toHaveTextContent('2 001,-');
    expect(screen.getByTestId('sum-total')).toHaveTextContent('2 001,-');
    expect(screen.getByTestId('sum-vat')).toHaveTextContent('500,25,-');
    expect(screen.getByTestId('sum-total-inc-vat')).toHaveTextContent('2 501,25,-');
    expect(screen.getByTestId('sum-discount')).toHaveTextContent('400,-');
    await userEvent.click(screen.getByRole('button', { name: 'Én færre av Kortleser' }));
    expect(screen.getByLabelText('Antall')).toHaveValue(1);
    expect(screen.getByRole('link', { name: 'Til kassen' })).toHaveAttribute('href', '/handlekurv/kasse');
    expect(screen.queryByText('Logg inn for forhandlerpriser')).not.toBeInTheDocument();
    act(() => shopStore.getState().logOut());
  });
});
