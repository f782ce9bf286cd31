import { formatPrice, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import styles from '../checkout/checkout.module.css';
import type { ApprovalOutlook } from './approval-outlook';

/**
 * Said above the send button: whether the order is within a buyer's limits or goes for approval
 * (and why), the per-order limit and the month's spend ("Brukt denne måneden: 12 400 av 50 000
 * kr"); a requester is told the cart goes for approval. Nothing for anyone without limits.
 */
export function ApprovalNote({ outlook, total }: { outlook: ApprovalOutlook; total: number }) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  // Whole kroner without ",-" as the spec quotes the spend; 0 is said, not left out.
  const kroner = (value: number) => formatPrice(value, locale) || '0';
  const { buyer, approvalReason } = outlook;
  if (approvalReason === 'requester') {
    return (
      <div className={styles.notice} data-testid="approval-note">
        <p>{t('approval.requester')}</p>
      </div>
    );
  }
  if (!buyer) return null;
  let verdict: string | null = null;
  if (approvalReason === 'order-limit') verdict = t('approval.overOrderLimit', { total: kroner(total), limit: kroner(buyer.orderLimit ?? 0) });
  else if (approvalReason === 'month-limit') verdict = t('approval.overMonthLimit', { total: kroner(total), limit: kroner(buyer.monthLimit ?? 0) });
  else if (buyer.orderLimit !== null || buyer.monthLimit !== null) verdict = t('approval.within', { total: kroner(total) });
  return (
    <div className={styles.notice} data-testid="approval-note">
      {verdict ? <p data-testid="approval-verdict">{verdict}</p> : null}
      {buyer.orderLimit !== null ? <p>{t('approval.orderLimit', { limit: kroner(buyer.orderLimit) })}</p> : null}
      <p data-testid="month-spent">
        {buyer.monthLimit !== null
          ? t('approval.monthSpent', { spent: kroner(buyer.monthSpent), limit: kroner(buyer.monthLimit) })
          : t('approval.monthSpentNoLimit', { spent: kroner(buyer.monthSpent) })}
      </p>
    </div>
  );
}
