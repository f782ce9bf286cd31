import { pictureSrcSet } from '@shop/shared';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCatalogStore } from '../../state/use-catalog-store';
import styles from './suppliers-block.module.css';

/** Spec §9: 30 logos, the first 12 always shown. */
const SUPPLIERS_SHOWN = 12;

/** The suppliers block of the front page (spec §2): a title and the logo grid, collapsed or expanded. */
export function SuppliersBlock() {
  const { t } = useTranslation('catalog');
  // A front page rendered on the server brings the list in its state: the block is in its HTML.
  const suppliers = useCatalogStore((state) => state.suppliers);
  const loadSuppliers = useCatalogStore((state) => state.loadSuppliers);
  const [expanded, setExpanded] = useState(false);
  const gridId = useId();

  useEffect(() => void loadSuppliers(), [loadSuppliers]);

  if (suppliers.length === 0) return null;
  const shown = expanded ? suppliers : suppliers.slice(0, SUPPLIERS_SHOWN);
  return (
    <section className={styles.suppliers} aria-labelledby={`${gridId}-title`}>
      <h2 id={`${gridId}-title`} className={styles.title}>
        {t('catalog.suppliersHeading')}
      </h2>
      <ul id={gridId} className={styles.grid}>
        {shown.map((supplier) => (
          <li key={supplier.id} className={styles.logo} data-testid="supplier-logo">
            <img
              src={supplier.logo}
              srcSet={pictureSrcSet(supplier.logo, 160)}
              sizes="160px"
              alt={supplier.name}
              width={160}
              height={64}
              loading="lazy"
            />
          </li>
        ))}
      </ul>
      {suppliers.length > SUPPLIERS_SHOWN ? (
        <button type="button" className={styles.toggle} aria-expanded={expanded} aria-controls={gridId} onClick={() => setExpanded(!expanded)}>
          {expanded ? t('catalog.showLess') : t('catalog.showMore')}
        </button>
      ) : null}
    </section>
  );
}
