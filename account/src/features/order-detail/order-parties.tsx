import { COMPANY } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { OrderDetail } from '../../api/order-detail-api';
import { formatOrganizationNumber } from './order-detail-rules';
import styles from './order-detail.module.css';

/**
 * Who sells and who buys, as an order confirmation names them: the distributor (the company the
 * footer's card names) and the customer's organisation, each with its organisation number.
 */
export function OrderParties({ buyer }: { buyer: OrderDetail['buyer'] }) {
  const { t } = useTranslation('account');
  const { street, zipCode, area } = COMPANY.address;
  return (
    <section aria-label={t('orderDetail.parties')}>
      <dl className={styles.facts}>
        <div data-testid="order-seller">
          <dt>{t('orderDetail.seller')}</dt>
          <dd>
            {COMPANY.name}
            <br />
            {`${street}, ${zipCode} ${area}`}
            <br />
            {t('orderDetail.organizationNumber', { number: formatOrganizationNumber(COMPANY.organizationNumber) })}
          </dd>
        </div>
        <div data-testid="order-buyer">
          <dt>{t('orderDetail.buyer')}</dt>
          <dd>
            {buyer.name}
            <br />
            {t('orderDetail.organizationNumber', { number: formatOrganizationNumber(buyer.organizationNumber) })}
          </dd>
        </div>
      </dl>
    </section>
  );
}
