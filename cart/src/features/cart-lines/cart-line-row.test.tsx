import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { shopStore, setLocale } from '@shop/shared';
import { MemoryRouter } from 'react-router';
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
  beforeEach(() => {
    setLocale('nb');
    shopStore.getState().emptyCart();
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
});
