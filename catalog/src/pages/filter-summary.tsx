import { useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { menuTitle } from '../features/filter-tree/filter-tree';
import { useCatalogStore } from '../state/use-catalog-store';

/** "Filtered by: IP cameras, Locks", in the page language. */
export function FilterSummary({ checked }: { checked: string[] }) {
  const { t } = useTranslation('catalog');
  const locale = useLocale();
  const menu = useCatalogStore((state) => state.productMenu);
  const categories = checked.map((id) => menuTitle(menu, id, locale)).join(', ');
  return <p data-testid="filter-summary">{t('catalog.filteredBy', { categories })}</p>;
}
