import { useTranslation } from 'react-i18next';
import { ConsentChoice } from './consent-choice';
import { CookieTable } from './cookie-table';
import styles from './info-page.module.css';
import { COMPANY } from '@shop/shared';

export function PrivacyPage() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1>{t('infoPages.privacy.title')}</h1>
      <p className={styles.lead}>{t('infoPages.privacy.intro', { company: COMPANY.name })}</p>
      <h2>{t('infoPages.privacy.dataHeading')}</h2>
      <p>{t('infoPages.privacy.data')}</p>
      <h2>{t('infoPages.privacy.cookiesHeading')}</h2>
      <p>{t('infoPages.privacy.cookiesIntro')}</p>
      <CookieTable />
      <p>{t('infoPages.privacy.cartStorage')}</p>
      <h2>{t('infoPages.privacy.choiceHeading')}</h2>
      <ConsentChoice />
      <h2>{t('infoPages.privacy.rightsHeading')}</h2>
      <p>{t('infoPages.privacy.rights', { email: COMPANY.email })}</p>
    </article>
  );
}
