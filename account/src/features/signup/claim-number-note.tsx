import { type Locale, getHref } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import formStyles from '../../forms/form.module.css';

/**
 * Beside an organisation number that already has an account: the organisation may be the
 * visitor's own, registered by someone else. The distributor sorts that out, not the shop.
 */
export function ClaimNumberNote({ locale }: { locale: Locale }) {
  const { t } = useTranslation('account');
  return (
    <p className={formStyles.note}>
      {t('signup.orgNumberClaim')} <Link to={getHref('contact', locale)}>{t('signup.orgNumberClaimLink')}</Link>
    </p>
  );
}
