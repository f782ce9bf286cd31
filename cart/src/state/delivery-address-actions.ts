import { createDeliveryAddressCall, fetchDeliveryAddresses, mayActOnAccount, shopStore } from '@shop/shared';
import type { DeliveryAddress, DeliveryAddressInput } from '@shop/shared/contracts';
import { cartStore } from './cart-store';

const organizationId = () => shopStore.getState().user?.organization.id ?? null;

/** Reads the organisation's delivery addresses into the cart's store; nothing without a logged-in user. */
export async function loadDeliveryAddresses(): Promise<void> {
  const orgId = organizationId();
  if (orgId === null) return;
  const addresses = await fetchDeliveryAddresses(orgId);
  // Someone else logged in while the list was on its way: it is not theirs.
  if (organizationId() !== orgId) return;
  cartStore.getState().setDeliveryAddresses(addresses);
}

/**
 * Saves a new delivery address to the organisation and reloads the list (spec §7); answers the
 * saved address, or null when there was nothing to do (spec §5: no user id or no payload).
 */
export async function createDeliveryAddress(payload: DeliveryAddressInput | null | undefined): Promise<DeliveryAddress | null> {
  const orgId = organizationId();
  if (!mayActOnAccount(shopStore.getState().user?.id, payload) || orgId === null) return null;
  const created = await createDeliveryAddressCall(orgId, payload);
  try {
    await loadDeliveryAddresses();
  } catch {
    // The address is saved: offer it even when the fresh list did not come.
    const { deliveryAddresses, setDeliveryAddresses } = cartStore.getState();
    setDeliveryAddresses([...deliveryAddresses.filter((address) => address.id !== created.id), created]);
  }
  return created;
}
