import type { SendOrderBody, WarehouseCode } from '@shop/shared/contracts';
import { useEffect, useMemo, useState } from 'react';
import { type DeliveryOptions, fetchDeliveryOptions } from '../../api/delivery-options-api';
import type { PricedCartLine } from '../../state/cart-money';

/**
 * What delivery-options answers for the lines as they will be sent (lines at 0 left out) and the
 * pick-up warehouse: asked again when either changes. `failed`: the API did not answer; checkout
 * still sends, and the API works freight and dates out itself.
 */
export function useDeliveryOptions(lines: readonly PricedCartLine[], warehouse: WarehouseCode): { options: DeliveryOptions | null; failed: boolean } {
  // The lines as text: a new array with the same lines asks nothing new.
  const key = useMemo(
    () => JSON.stringify(lines.filter((line) => line.quantity > 0).map((line) => ({ SkuId: line.id, Quantity: Math.trunc(line.quantity) }))),
    [lines],
  );
  const [answer, setAnswer] = useState<{ options: DeliveryOptions | null; failed: boolean } | null>(null);
  useEffect(() => {
    const lineItems = JSON.parse(key) as SendOrderBody['lineItems'];
    if (lineItems.length === 0) return undefined;
    let current = true;
    fetchDeliveryOptions(lineItems, warehouse).then(
      (options) => current && setAnswer({ options, failed: false }),
      () => current && setAnswer({ options: null, failed: true }),
    );
    return () => {
      current = false;
    };
  }, [key, warehouse]);
  // Until a new answer comes the last one is shown (another pick-up warehouse: the freight stays).
  return answer ?? { options: null, failed: false };
}
