import type { DeliveryAddress } from '@shop/shared/contracts';
import type { StateCreator } from 'zustand/vanilla';

/** The organisation's delivery addresses the checkout offers (spec §3 session state: list of delivery addresses). */
interface DeliveryAddressesState {
  deliveryAddresses: DeliveryAddress[];
}

interface DeliveryAddressesActions {
  setDeliveryAddresses: (addresses: DeliveryAddress[]) => void;
  /** Another person (or nobody) is logged in: the last organisation's addresses are not theirs. */
  forgetDeliveryAddresses: () => void;
}

export type DeliveryAddressesSlice = DeliveryAddressesState & DeliveryAddressesActions;

export const createDeliveryAddressesSlice: StateCreator<DeliveryAddressesSlice, [], [], DeliveryAddressesSlice> = (set) => ({
  deliveryAddresses: [],
  setDeliveryAddresses: (deliveryAddresses) => set({ deliveryAddresses }),
  forgetDeliveryAddresses: () => set({ deliveryAddresses: [] }),
});
