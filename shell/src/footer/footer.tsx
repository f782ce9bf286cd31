import { useTranslation } from 'react-i18next';
import { COMPANY, getHref, useLocale } from '@shop/shared';
import { Link } from 'react-router-dom';
import styles from './footer.module.css';
import { SocialLinks } from './social-links';

/** Spec §2: links to contact, about and privacy, social links, the copyright line and the contact card. */
export function Footer() {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <nav aria-label={t('footer.shopLinks')} className={styles.links}>
          <h2>{t('footer.shopLinks')}</h2>
          <Link to={getHref('contact', locale)}>{t('footer.contact')}</Link>
          <Link to={getHref('about', locale)}>{t('footer.about')}</Link>
          <Link to={getHref('privacy', locale)}>{t('footer.privacy')}</Link>
          <Link to={getHref('terms', locale)}>{t('footer.terms')}</Link>
        </nav>
        <div className={styles.social}>
          <h2>{t('footer.follow')}</h2>
          <SocialLinks />
        </div>
        <address className={styles.card} data-testid="contact-card">
          <h2>{t('footer.contactCard')}</h2>
          <strong>{COMPANY.name}</strong>
          <span>
            {t('footer.phoneLabel')}: <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
          </span>
          <span>
            {t('footer.emailLabel')}: <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
          </span>
        </address>
      </div>
      <p className={styles.copyright}>{t('footer.copyright', { year: COMPANY.copyrightYear, company: COMPANY.name })}</p>
    </footer>
  );
}
