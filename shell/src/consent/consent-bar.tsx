import { getHref, useShopStore, useShopTranslation } from '@shop/shared';
import { Link } from 'react-router';
import styles from './consent-bar.module.css';

/**
 * The cookie consent bar (spec §2, Norwegian text in both languages). Accepting and declining are
 * two equal buttons; nothing optional is written before one of them is pressed.
 */
export function ConsentBar() {
  const { t, locale } = useShopTranslation();
  const answered = useShopStore((state) => state.consentAnswered);
  const setConsent = useShopStore((state) => state.setConsent);
  if (answered) return null;
  return (
    <section className={styles.bar} aria-labelledby="shop-consent-heading" data-testid="consent-bar" lang="nb">
      <div className={styles.inner}>
        <div>
          <h2 id="shop-consent-heading">{t('consent.heading')}</h2>
          <p>
            {t('consent.text')} <Link to={getHref('privacy', locale)}>{t('consent.readMore')}</Link>
          </p>
        </div>
        <div className={styles.buttons}>
          <button type="button" onClick={() => setConsent([])}>
            {t('consent.decline')}
          </button>
          <button type="button" onClick={() => setConsent(['analytics'])}>
            {t('consent.accept')}
          </button>
        </div>
      </div>
    </section>
  );
}
