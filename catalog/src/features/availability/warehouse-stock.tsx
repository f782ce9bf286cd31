import { leadTimeText, summaryText, warehouseName } from '@shop/shared';
import { stockAt, summarizeAvailability, type Availability } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import styles from './warehouse-stock.module.css';

/**
 * The warehouses a product page names: when some warehouse holds the product, every warehouse of
 * the shop (`warehouses`, in its order; those the product names that the list lacks after them),
 * so a customer sees where it is and where not; otherwise none.
 */
function warehousesToName(availability: Availability, warehouses: string[]): string[] {
  if (availability.stock.length === 0) return [];
  const named = availability.stock.map((entry) => entry.warehouse);
  return [...warehouses, ...named.filter((code) => !warehouses.includes(code))];
}

/**
 * A product page's availability: each warehouse with its count ("3 stk. på lager i Bergen") or
 * none there, and the lead time of what must be ordered in; none anywhere and no lead time: ask
 * us. The kernel's words.
 */
export function WarehouseStock({ availability, warehouses }: { availability: Availability; warehouses: string[] }) {
  const { t } = useTranslation();
  const { t: tCatalog } = useTranslation('catalog');
  const summary = summarizeAvailability(availability);
  return (
    <section className={styles.stock} aria-labelledby="product-stock-heading" data-testid="warehouse-stock">
      <h2 id="product-stock-heading" className={styles.heading}>
        {tCatalog('catalog.stockHeading')}
      </h2>
      <ul>
        {warehousesToName(availability, warehouses).map((warehouse) => {
          const quantity = stockAt(availability, warehouse);
          const name = warehouseName(t, warehouse);
          return (
            <li key={warehouse} data-availability={quantity > 0 ? 'in-stock' : 'none'}>
              {quantity > 0 ? t('availability.inStockAt', { count: quantity, warehouse: name }) : t('availability.notAt', { warehouse: name })}
            </li>
          );
        })}
        {availability.leadTime ? <li data-availability="lead-time">{leadTimeText(t, availability.leadTime)}</li> : null}
        {summary.kind === 'ask' ? <li data-availability="ask">{summaryText(t, summary)}</li> : null}
      </ul>
    </section>
  );
}
