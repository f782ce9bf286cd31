import { useTranslation } from 'react-i18next';
import styles from './info-page.module.css';
import { COMPANY } from '@shop/shared';

export function ContactPage() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1>{t('infoPages.contact.title')}</h1>
      <p className={styles.lead}>{t('infoPages.contact.intro')}</p>
      <dl className={styles.facts}>
        <dt>{t('infoPages.contact.phone')}</dt>
        <dd>
          <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
        </dd>
        <dt>{t('infoPages.contact.email')}</dt>
        <dd>
          <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
        </dd>
        <dt>{t('infoPages.contact.address')}</dt>
        <dd>
          {COMPANY.name}, {COMPANY.address.street}, {COMPANY.address.zipCode} {COMPANY.address.area}
        </dd>
        <dt>{t('infoPages.contact.hours')}</dt>
        <dd>{t('infoPages.contact.weekdays', { hours: COMPANY.openingHours.weekdays })}</dd>
        <dt>{t('infoPages.contact.orgNumber')}</dt>
        <dd>{COMPANY.organizationNumber}</dd>
      </dl>
    </article>
  );
}
