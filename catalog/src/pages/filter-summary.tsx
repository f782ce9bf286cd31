import { useShopStore, useShopTranslation } from '@shop/shared';
import { menuTitle } from '../features/filter-tree/filter-tree';

/** "Filtered by: IP cameras, Locks", in the page language. */
export function FilterSummary({ checked }: { checked: string[] }) {
  const { t, locale } = useShopTranslation();
  const menu = useShopStore((state) => state.productMenu);
  const categories = checked.map((id) => menuTitle(menu, id, locale)).join(', ');
  return <p data-testid="filter-summary">{t('catalog.filteredBy', { categories })}</p>;
}
