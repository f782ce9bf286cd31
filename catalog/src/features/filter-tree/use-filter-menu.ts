import type { CategoryKey } from '@shop/shared';
import type { MenuItem } from '@shop/shared/contracts';
import { useEffect } from 'react';
import { useCatalogStore } from '../../state/use-catalog-store';

/** The product menu (loaded once per page) and the part of it a filter shows. */
export function useFilterMenu(category?: CategoryKey): { menu: MenuItem[]; items: MenuItem[] } {
  const menu = useCatalogStore((state) => state.productMenu);
  const load = useCatalogStore((state) => state.loadProductMenu);
  useEffect(() => {
    void load();
  }, [load]);
  // Within a category, the tree starts below it: the category itself is the page.
  const items = category ? (menu.find((item) => item.id === category)?.subItems ?? []) : menu;
  return { menu, items };
}
