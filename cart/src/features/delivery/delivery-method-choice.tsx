import { formatAmount, useLocale, warehouseName } from '@shop/shared';
import { DELIVERY_METHODS, WAREHOUSES, type DeliveryMethod, type WarehouseCode } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import type { DeliveryOptions } from '../../api/delivery-options-api';
import { formatDeliveryDate } from './delivery-date';
import styles from './delivery.module.css';

interface Props {
  options: DeliveryOptions | null;
  method: DeliveryMethod;
  warehouse: WarehouseCode;
  onMethod: (method: DeliveryMethod) => void;
  onWarehouse: (warehouse: WarehouseCode) => void;
  /** The API's refusal of the method or warehouse, shown in the group. */
  problem?: string;
}

/**
 * The delivery methods as one radio group (fieldset and legend), each with its freight and earliest
 * date from delivery-options; a pick-up asks which warehouse. Without an answer the methods are
 * still offered: the API prices the one chosen when the order is sent.
 */
export function DeliveryMethodChoice({ options, method, warehouse, onMethod, onWarehouse, problem }: Props) {
  const { t } = useTranslation('cart');
  const { t: shopT } = useTranslation();
  const locale = useLocale();
  const problemId = 'delivery-method-error';
  return (
    <fieldset className={styles.methods} aria-describedby={problem ? problemId : undefined}>
      <legend>{t('delivery.heading')}</legend>
      {DELIVERY_METHODS.map((each) => {
        const option = options?.methods.find((entry) => entry.method === each);
        const id = `delivery-method-${each}`;
        return (
          <div key={each} className={styles.method}>
            <input type="radio" id={id} name="deliveryMethod" value={each} checked={method === each} onChange={() => onMethod(each)} />
            <label htmlFor={id}>
              <span className={styles.methodName}>{t(`delivery.method_${each}`)}</span>
              {option ? (
                <span className={styles.methodFacts} data-testid={`delivery-facts-${each}`}>
                  <span>{option.freight > 0 ? formatAmount(option.freight, locale) : t('delivery.free')}</span>
                  <span>{t('delivery.earliest', { date: formatDeliveryDate(option.earliestDate, locale) })}</span>
                </span>
              ) : null}
            </label>
          </div>
        );
      })}
      {method === 'pickup' ? (
        <label className={styles.warehouse}>
          {t('delivery.pickupWarehouse')}
          <select value={warehouse} onChange={(event) => onWarehouse(event.target.value as WarehouseCode)}>
            {(options?.warehouses ?? WAREHOUSES).map((code) => (
              <option key={code} value={code}>
                {warehouseName(shopT, code)}
              </option>
            ))}
          </select>
        </label>
      ) : null}
      {problem ? (
        <p id={problemId} className={styles.fieldError}>
          {problem}
        </p>
      ) : null}
    </fieldset>
  );
}
