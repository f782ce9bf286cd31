import { getHref, useLocale, type CategoryKey, type RouteId } from '@shop/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { catalogStore } from '../../state/catalog-store';
import { EMPTY_FILTER } from '../../state/filter-tree-rules';
import { useCatalogStore } from '../../state/use-catalog-store';
import { FilterTree } from './filter-tree';
import styles from './filter-sidebar.module.css';
import { normaliseCategoryFilter, withFilter } from './url-filter';
import { useFilterMenu } from './use-filter-menu';

export interface FilterSidebarProps {
  /** Per category (its own tree and selection) or the general product filter over all four. */
  category?: CategoryKey;
  /**
   * 'list': each click filters the list on the page at once. 'product' (spec product mode, on a
   * product page): clicks only choose; the Filter button goes to the list page and filters.
   */
  mode: 'list' | 'product';
  /** The list page: the category's own, or all products. */
  listRoute: RouteId;
  /** The list's own filters (stock, suppliers), under the category tree. */
  children?: ReactNode;
}

/** The desktop filter sidebar (spec §2, §4). */
export function FilterSidebar({ category, mode, listRoute, children }: FilterSidebarProps) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scope = category ?? 'general';
  const { items } = useFilterMenu(category);
  const state = useCatalogStore((store) => store.filterSelections[scope] ?? EMPTY_FILTER);
  const toggleFilter = useCatalogStore((store) => store.toggleFilter);
  const resetFilters = useCatalogStore((store) => store.resetFilters);
  const listHref = getHref(listRoute, locale);

  const goToList = (checked: string[]) => {
    // On a list page its order and filters stay (a new page 1); a product page has none.
    void navigate(withFilter(listHref, normaliseCategoryFilter(checked, category), mode === 'list' ? params : undefined));
  };
  const toggle = (id: string) => {
    toggleFilter(scope, id);
    if (mode === 'list') goToList(catalogStore.getState().filterSelections[scope]?.checked ?? []);
  };
  const reset = () => {
    resetFilters();
    if (mode === 'list') goToList([]);
  };

  return (
    <aside className={styles.sidebar} aria-labelledby="catalog-filter-heading" data-testid="filter-sidebar">
      <h2 id="catalog-filter-heading" className={styles.heading}>
        {t('catalog.filterHeading')}
      </h2>
      <FilterTree items={items} state={state} onToggle={toggle} />
      <div className={styles.actions}>
        {mode === 'product' ? (
          <button type="button" className={styles.primary} onClick={() => goToList(state.checked)}>
            {t('catalog.filterButton')}
          </button>
        ) : null}
        <button type="button" className={styles.secondary} onClick={reset} disabled={state.checked.length === 0 && state.open.length === 0}>
          {t('catalog.resetFilter')}
        </button>
      </div>
      {children}
    </aside>
  );
}
