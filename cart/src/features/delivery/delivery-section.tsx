import type { DeliveryMethod, WarehouseCode } from '@shop/shared/contracts';
import type { Ref } from 'react';
import type { DeliveryOptions } from '../../api/delivery-options-api';
import { useCartStore } from '../../state/cart-store';
import { DeliveryDateField } from './delivery-date-field';
import { dateProblemOfRefusal, requestedDateProblem, type DateProblem } from './delivery-date';
import { DeliveryMethodChoice } from './delivery-method-choice';
import styles from './delivery.module.css';

type ShownDateProblem = DateProblem | { kind: 'message'; message: string } | null;

/** The chosen method's dates from delivery-options: the earliest, the latest and the closed days between. */
function dateWindow(options: DeliveryOptions | null, method: DeliveryMethod) {
  const option = options?.methods.find((entry) => entry.method === method);
  return option && options ? { earliest: option.earliestDate, latest: options.latestDate, closedDates: options.closedDates } : null;
}

/**
 * What is wrong with the draft's date: the API's refusal of the last send (while the date is
 * unchanged; in the page's language when it is one the shop knows), else the check against the
 * chosen method's dates.
 */
export function useDateProblem(options: DeliveryOptions | null): ShownDateProblem {
  const draft = useCartStore((state) => state.orderDraft);
  const status = useCartStore((state) => state.orderStatus);
  if (status.field === 'requestedDeliveryDate' && status.message) {
    return dateProblemOfRefusal(status.refusal) ?? { kind: 'message', message: status.message.replace(/^requestedDeliveryDate: /, '') };
  }
  const window = dateWindow(options, draft.deliveryMethod);
  return window ? requestedDateProblem(draft.requestedDeliveryDate, window) : null;
}

/** Checkout's delivery: the method (with a pick-up's warehouse) and the requested date. */
export function DeliverySection({ options, dateProblem, dateRef }: { options: DeliveryOptions | null; dateProblem: ShownDateProblem; dateRef: Ref<HTMLInputElement> }) {
  const draft = useCartStore((state) => state.orderDraft);
  const update = useCartStore((state) => state.updateOrderDraft);
  const status = useCartStore((state) => state.orderStatus);
  const resetOrderStatus = useCartStore((state) => state.resetOrderStatus);
  // A change of what the API refused takes its refusal away.
  const change = (patch: Parameters<typeof update>[0]) => {
    if (status.field) resetOrderStatus();
    update(patch);
  };
  const window = dateWindow(options, draft.deliveryMethod);
  const methodProblem = status.field === 'deliveryMethod' || status.field === 'pickupWarehouse' ? status.message : undefined;
  return (
    <div className={styles.section}>
      <DeliveryMethodChoice
        options={options}
        method={draft.deliveryMethod}
        warehouse={draft.pickupWarehouse}
        onMethod={(deliveryMethod: DeliveryMethod) => change({ deliveryMethod })}
        onWarehouse={(pickupWarehouse: WarehouseCode) => change({ pickupWarehouse })}
        {...(methodProblem ? { problem: methodProblem } : {})}
      />
      <DeliveryDateField
        value={draft.requestedDeliveryDate}
        onChange={(requestedDeliveryDate) => change({ requestedDeliveryDate })}
        {...(window ? { earliest: window.earliest, latest: window.latest } : {})}
        problem={dateProblem}
        inputRef={dateRef}
      />
    </div>
  );
}
