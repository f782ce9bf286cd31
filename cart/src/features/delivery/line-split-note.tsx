import { useLocale, warehouseName } from '@shop/shared';
import type { DeliveryOptions } from '../../api/delivery-options-api';
import { useTranslation } from 'react-i18next';
import { formatDeliveryDate } from './delivery-date';
import styles from './delivery.module.css';

type PlannedLine = DeliveryOptions['methods'][number]['lines'][number];

/**
 * A checkout line against the warehouse the chosen method ships from: "3 stk. på lager i Oslo",
 * and for the rest "2 stk. i restordre, ventet fredag 4. desember 2026" (words from the kernel's
 * availability texts, the split from delivery-options, as the order will be stored).
 */
export function LineSplitNote({ line, warehouse }: { line: PlannedLine; warehouse: string }) {
  const { t } = useTranslation('cart');
  const { t: shopT } = useTranslation();
  const locale = useLocale();
  const name = warehouseName(shopT, warehouse);
  const back = line.backOrdered;
  return (
    <span className={styles.split}>
      <span data-testid="ships-now">
        {line.shipsNow > 0 ? shopT('availability.inStockAt', { count: line.shipsNow, warehouse: name }) : shopT('availability.notAt', { warehouse: name })}
      </span>
      {back ? (
        <span data-testid="back-ordered" className={styles.backOrdered}>
          {`${shopT('availability.backOrdered', { count: back.quantity })}, ${
            back.expectedDate ? t('delivery.backOrderExpected', { date: formatDeliveryDate(back.expectedDate, locale) }) : t('delivery.backOrderUnknown')
          }`}
        </span>
      ) : null}
    </span>
  );
}
