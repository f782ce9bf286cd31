import { formatAmount, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { ApprovalReason } from '@shop/shared/contracts';
import { fetchWaitingOrderApprovals } from '../../api/waiting-api';
import { LoadState } from '../../components/load-state';
import ui from '../../components/staff-ui.module.css';
import { useLoad } from '@shop/shared/forms';
import { formatMoment } from '../../rules/staff-dates';

const REASON_KEYS = {
  requester: 'waiting.reasonRequester',
  'order-limit': 'waiting.reasonOrderLimit',
  'month-limit': 'waiting.reasonMonthLimit',
} as const satisfies Record<ApprovalReason, string>;

/**
 * Orders waiting for an administrator's approval inside the customers' companies, oldest first:
 * read-only, since the company decides them itself (the account area's approvals page).
 */
export function OrderApprovals() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { loaded, reload } = useLoad('order-approvals', fetchWaitingOrderApprovals);
  return (
    <section aria-labelledby="staff-order-approvals">
      <h2 id="staff-order-approvals">{t('waiting.orderApprovalsHeading')}</h2>
      <p>{t('waiting.orderApprovalsIntro')}</p>
      <LoadState loaded={loaded} reload={reload}>
        {(requests) =>
          requests.length === 0 ? (
            <p>{t('waiting.noOrderApprovals')}</p>
          ) : (
            <div className={ui.tableWrap}>
              <table className={ui.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('waiting.since')}</th>
                    <th scope="col">{t('waiting.organization')}</th>
                    <th scope="col">{t('waiting.requester')}</th>
                    <th scope="col">{t('waiting.total')}</th>
                    <th scope="col">{t('waiting.why')}</th>
                  </tr>
                </thead>
                <tbody>
                  {requests.map((request) => (
                    <tr key={request.id}>
                      <td>{formatMoment(request.since, locale)}</td>
                      <td>
                        {request.organization} ({request.organizationNumber})
                      </td>
                      <td>{request.requester}</td>
                      <td>{formatAmount(request.total, locale)}</td>
                      <td>{t(REASON_KEYS[request.reason])}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )
        }
      </LoadState>
    </section>
  );
}
