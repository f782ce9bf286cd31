import { apiClient } from '@shop/shared';
import type { DeliveryOptions, SendOrderBody, WarehouseCode } from '@shop/shared/contracts';

export type { DeliveryOptions };

/**
 * Each delivery method's freight, earliest date and the lines' split against the warehouse it
 * ships from, for the cart as it is (POST /api/orders/delivery-options); `warehouse` is where a
 * pick-up would be made.
 */
export async function fetchDeliveryOptions(lineItems: SendOrderBody['lineItems'], warehouse: WarehouseCode): Promise<DeliveryOptions> {
  return (await apiClient.post<DeliveryOptions>('/orders/delivery-options', { lineItems, warehouse })).data;
}
