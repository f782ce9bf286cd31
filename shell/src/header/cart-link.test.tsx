import { act, render, screen } from '@testing-library/react';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { CartLink } from './cart-link';

const product = {
  skuId: 'BR-1',
  title: { nb: 'Røykvarsler', en: 'Smoke alarm' },
  subHeading: { nb: '', en: '' },
  images: [],
  category: 'brannprodukter' as const,
  categoryPath: ['brannprodukter'],
  supplier: { id: 's1', name: 'Supplier' },
};

describe('cart link', () => {
  beforeEach(async () => {
    await setLocale('nb');
    shopStore.getState().emptyCart();
  });

  it('shows a badge with the number of items only when the cart is not empty', () => {
    render(
      <MemoryRouter>
        <CartLink locale="nb" />
      </MemoryRouter>,
    );
    expect(screen.queryByTestId('cart-badge')).toBeNull();
    act(() => {
      shopStore.getState().addToCart(product);
      shopStore.getState().addToCart(product);
    });
    expect(screen.getByTestId('header-cart-badge')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Handlekurv 2 varer' })).toHaveAttribute('href', '/handlekurv');
  });
});
