import { useTranslation } from 'react-i18next';
import styles from './info-page.module.css';
import { COMPANY } from '@shop/shared';

export function TermsPage() {
  const { t } = useTranslation();
  const sections = [
    ['infoPages.terms.pricesHeading', 'infoPages.terms.prices'],
    ['infoPages.terms.orderHeading', 'infoPages.terms.order'],
    ['infoPages.terms.paymentHeading', 'infoPages.terms.payment'],
    ['infoPages.terms.returnsHeading', 'infoPages.terms.returns'],
  ] as const;
  return (
    <article className={styles.page}>
      <h1>{t('infoPages.terms.title')}</h1>
      <p className={styles.lead}>{t('infoPages.terms.p1', { company: COMPANY.name })}</p>
      {sections.map(([heading, body]) => (
        <section key={heading}>
          <h2>{t(heading)}</h2>
          <p>{t(body)}</p>
        </section>
      ))}
    </article>
  );
}
