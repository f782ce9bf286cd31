import { useTranslation } from 'react-i18next';
import { useShopStore, useLocale } from '@shop/shared';
import { useCallback } from 'react';
import { RemoteSlot } from '../federation/remote-slot';
import { SlideInPanel } from './slide-in-panel';
import { useScrollLock } from './use-scroll-lock';

/** The slide-in filter panel: the shell owns the panel, the catalogue fills it with its filter tree. */
export function FilterPanel() {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useShopStore((state) => state.filterMenuOpen);
  const toggle = useShopStore((state) => state.toggleFilterMenu);
  const close = useCallback(() => toggle(false), [toggle]);
  useScrollLock(open);
  return (
    <SlideInPanel id="shop-filter-panel" open={open} side="right" title={t('navigation.filter')} closeLabel={t('navigation.closeFilter')} onClose={close}>
      <RemoteSlot id="catalog/FilterPanel" locale={locale} onClose={close} />
    </SlideInPanel>
  );
}
