import { linesToFetch, useShopStore } from '@shop/shared';
import { useEffect } from 'react';
import { loadCartProducts } from '../../state/cart-products';

/**
 * The cart's products for a page that shows them (cart, checkout): fetched when lines have none or
 * the session changed their prices. Returns whether any line is still waiting for its product.
 */
export function useCartProducts(): boolean {
  const waiting = useShopStore((state) => linesToFetch(state.cartLines, state.isLoggedIn).length > 0);
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  useEffect(() => {
    if (waiting) void loadCartProducts();
  }, [waiting, isLoggedIn]);
  return waiting;
}
