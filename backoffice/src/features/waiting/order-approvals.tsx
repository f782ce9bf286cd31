import { formatAmount, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { ApprovalReason } from '@shop/shared/contracts';
import { fetchWaitingOrderApprovals } from '../../api/waiting-api';
import { LoadState } from '../../components/load-state';
import { StaffTable } from '../../components/staff-table';
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
            <StaffTable headers={[t('waiting.since'), t('waiting.organization'), t('waiting.requester'), t('waiting.total'), t('waiting.why')]}>
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
            </StaffTable>
          )
        }
      </LoadState>
    </section>
  );
}
