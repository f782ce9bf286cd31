import { formatAmount, getHref, type Locale } from '@shop/shared';
import type { SentForApproval } from '@shop/shared/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styles from '../checkout/checkout.module.css';

/** The confirmation of a cart sent for approval: it waits for an administrator, with its sums and no order number. */
export function AwaitingApproval({ request, locale }: { request: SentForApproval; locale: Locale }) {
  const { t } = useTranslation('cart');
  return (
    <div className={styles.confirmation} data-testid="approval-confirmation">
      <h2>{t('approval.heading')}</h2>
      <p>{t('approval.waiting')}</p>
      <p data-testid="approval-sum">
        {t('approval.sum', { total: formatAmount(request.total, locale), totalIncludingVat: formatAmount(request.totalIncludingVat, locale) })}
      </p>
      <Link to={getHref('account-orders', locale)}>{t('checkout.seeOrders')}</Link>
      <Link to={getHref('products', locale)}>{t('checkout.continueShopping')}</Link>
    </div>
  );
}
