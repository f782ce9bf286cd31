import { useTranslation } from 'react-i18next';
import { useShopStore } from '@shop/shared';
import { ConsentForm } from '../../consent/consent-form';
import styles from './info-page.module.css';

/** The consent choice can be changed here at any time, as easily in either direction, with scripts or without. */
export function ConsentChoice() {
  const { t } = useTranslation();
  const answered = useShopStore((state) => state.consentAnswered);
  const analytics = useShopStore((state) => state.enabledCookies.includes('analytics'));
  const setConsent = useShopStore((state) => state.setConsent);
  const current = !answered
    ? t('infoPages.privacy.choiceCurrentNone')
    : analytics
      ? t('infoPages.privacy.choiceCurrentAccepted')
      : t('infoPages.privacy.choiceCurrentDeclined');
  return (
    <ConsentForm className={styles.choice} onAnswer={setConsent}>
      <p role="status" data-testid="consent-status">
        {current}
      </p>
    </ConsentForm>
  );
}
