import { useTranslation } from 'react-i18next';
import { CATEGORY_KEYS, getHref, useShopStore, useLocale } from '@shop/shared';
import { useCallback } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '../header/language-switch';
import styles from './mobile-menu.module.css';
import { SlideInPanel } from './slide-in-panel';

/**
 * The slide-in menu: the four categories plus account, contact and about us (spec §2), and the
 * language switch, which phones have nowhere else (the header's row of account links is hidden).
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const locale = useLocale();
  const open = useShopStore((state) => state.mobileMenuOpen);
  const toggle = useShopStore((state) => state.toggleMobileMenu);
  const close = useCallback(() => toggle(false), [toggle]);
  return (
    <SlideInPanel id="shop-mobile-menu" open={open} side="left" title={t('navigation.menu')} closeLabel={t('navigation.closeMenu')} onClose={close}>
      <nav aria-label={t('navigation.mainMenu')}>
        <ul className={styles.list}>
          {CATEGORY_KEYS.map((key) => (
            <li key={key}>
              <Link to={getHref(`category:${key}`, locale)}>{t(`categories.${key}`)}</Link>
            </li>
          ))}
          <li className={styles.separator}>
            <Link to={getHref('account', locale)}>{t('navigation.account')}</Link>
          </li>
          <li>
            <Link to={getHref('contact', locale)}>{t('footer.contact')}</Link>
          </li>
          <li>
            <Link to={getHref('about', locale)}>{t('footer.about')}</Link>
          </li>
          <li className={styles.separator}>
            <LanguageSwitch locale={locale} />
          </li>
        </ul>
      </nav>
    </SlideInPanel>
  );
}
