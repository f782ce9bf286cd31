import { useTranslation } from 'react-i18next';
import styles from './info-page.module.css';

export function AboutPage() {
  const { t } = useTranslation();
  return (
    <article className={styles.page}>
      <h1>{t('infoPages.about.title')}</h1>
      <p className={styles.lead}>{t('infoPages.about.p1')}</p>
      <p>{t('infoPages.about.p2')}</p>
      <p>{t('infoPages.about.p3')}</p>
    </article>
  );
}
