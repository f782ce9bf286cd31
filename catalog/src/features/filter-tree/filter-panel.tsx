import { getHref, RemoteRoot, type FilterPanelProps } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { EMPTY_FILTER } from '../../state/filter-tree-rules';
import '../../state/start-catalog';
import { useCatalogStore } from '../../state/use-catalog-store';
import { FilterTree } from './filter-tree';
import styles from './filter-panel.module.css';
import { withFilter } from './url-filter';
import { useFilterMenu } from './use-filter-menu';

/**
 * The filter tree of the shell's slide-in filter panel (exposed as catalog/FilterPanel). The same
 * rules as the sidebar; "Results" loads the products by the filter, closes the panel and goes to
 * the products page (spec §2).
 */
export default function FilterPanel({ locale, onClose }: FilterPanelProps) {
  const { t } = useTranslation('catalog');
  const navigate = useNavigate();
  const { items } = useFilterMenu();
  const state = useCatalogStore((store) => store.filterSelections.general ?? EMPTY_FILTER);
  const toggleFilter = useCatalogStore((store) => store.toggleFilter);
  const resetFilters = useCatalogStore((store) => store.resetFilters);
  const applyGeneralFilter = useCatalogStore((store) => store.applyGeneralFilter);
  const showResults = () => {
    const checked = applyGeneralFilter();
    onClose();
    void navigate(withFilter(getHref('products', locale), checked));
  };
  return (
    <RemoteRoot remote="catalog" release={process.env.SHOP_RELEASE}>
      <div className={styles.panel} data-testid="filter-panel">
        <FilterTree items={items} state={state} onToggle={(id) => toggleFilter('general', id)} />
        <div className={styles.actions}>
          <button type="button" className={styles.clear} onClick={resetFilters}>
            {t('catalog.clearFilter')}
          </button>
          <button type="button" className={styles.results} onClick={showResults}>
            {t('catalog.resultsButton')}
          </button>
        </div>
      </div>
    </RemoteRoot>
  );
}
