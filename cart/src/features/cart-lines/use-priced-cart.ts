import { useShopStore } from '@shop/shared';
import { useEffect, useMemo, useRef } from 'react';
import { pricedLines, type PricedCartLine } from '../../state/cart-money';
import { allCartSkus, loadCartProducts } from '../../state/cart-products';
import { sessionOf } from '../../state/pricing-session';
import { useCartStore } from '../../state/cart-store';

/** Asks for the products of the given lines (those without one by default); a failure keeps what the page shows. */
function load(skus?: string[]): void {
  loadCartProducts(skus).catch(() => undefined);
}

/**
 * The cart's lines, priced for the session (cart page and checkout). Every line's product is
 * fetched in one request when the page is shown, when someone logs in or out, and when the customer
 * comes back to the tab, so a login or a catalogue import reaches the prices; a line added meanwhile
 * is fetched on its own. `waiting` says a line has no product for this session yet; `read`, that the
 * lines are this browser's cart (not yet in the hydration of a page rendered on the server).
 */
export function usePricedCart(): { lines: PricedCartLine[]; waiting: boolean; read: boolean } {
  const cartLines = useShopStore((state) => state.cartLines);
  const read = useShopStore((state) => state.cartRead);
  const session = useShopStore(sessionOf);
  const products = useCartStore((state) => state.products);
  const pricedFor = useCartStore((state) => state.pricedFor);

  useEffect(() => {
    load(allCartSkus());
    const onVisible = () => {
      if (document.visibilityState === 'visible') load(allCartSkus());
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [session]);
  // Lines added later (quick order, another tab): the first run is the effect above.
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) load();
    shown.current = true;
  }, [cartLines]);

  const lines = useMemo(() => pricedLines(cartLines, pricedFor === session ? products : {}), [cartLines, products, pricedFor, session]);
  return { lines, waiting: lines.some((line) => line.item === null), read };
}
