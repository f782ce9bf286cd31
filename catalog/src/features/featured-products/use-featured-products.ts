import { fetchFeaturedProducts, useShopStore, type Product } from '@shop/shared';
import { useEffect, useState } from 'react';

export type FeaturedState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; products: Product[] };

/** Featured products for the current session: priced when logged in, public otherwise. */
export function useFeaturedProducts(): FeaturedState {
  const isLoggedIn = useShopStore((state) => state.isLoggedIn);
  const [state, setState] = useState<FeaturedState>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    fetchFeaturedProducts(isLoggedIn).then(
      (products) => current && setState({ status: 'loaded', products }),
      () => current && setState({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [isLoggedIn]);
  return state;
}
