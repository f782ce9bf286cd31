import { act, render, screen } from '@testing-library/react';
import { setLocale, shopStore } from '@shop/shared';
import { MemoryRouter } from 'react-router-dom';
import { CartLink } from './cart-link';

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
      shopStore.getState().addToCart('BR-1');
      shopStore.getState().addToCart('BR-1');
    });
    expect(screen.getByTestId('header-cart-badge')).toHaveTextContent('2');
    expect(screen.getByRole('link', { name: 'Handlekurv 2 varer' })).toHaveAttribute('href', '/handlekurv');
  });
});
