import '../people/people-texts';
import { statusOfApiError, useShopStore } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderRequest, fetchApprovals } from '../../api/people-api';
import formStyles from '../../forms/form.module.css';
import { LoadState } from '../../forms/load-state';
import { useLoad } from '@shop/shared/forms';
import { managesPeople } from '../people/people-rules';
import styles from '../people/people.module.css';
import { ApprovalItem } from './approval-item';

/** The waiting requests, or null when the API's role guard says this login may not see them (403). */
async function waitingOrNotAllowed(orgId: string): Promise<OrderRequest[] | null> {
  try {
    return await fetchApprovals(orgId);
  } catch (error) {
    if (statusOfApiError(error) === 403) return null;
    throw error;
  }
}

/** The orders waiting for an administrator's approval, each to approve or refuse; administrators only. */
export function ApprovalsPage() {
  const { t } = useTranslation('account');
  const user = useShopStore((state) => state.user);
  const allowed = managesPeople(user?.access);
  const orgId = user?.organization.id ?? null;
  const { loaded, reload } = useLoad(allowed ? orgId : null, () => waitingOrNotAllowed(orgId as string));
  // A decided request leaves the list, read again in place: what was said stays on the page.
  const [fresh, setFresh] = useState<{ waiting: OrderRequest[] | null } | null>(null);
  const [notice, setNotice] = useState('');
  const adminsOnly = <p>{t('people.adminsOnly')}</p>;
  return (
    <section>
      <h1>{t('people.approvalsHeading')}</h1>
      {!allowed ? (
        adminsOnly
      ) : (
        <LoadState loaded={loaded} reload={reload}>
          {(first) => {
            const waiting = fresh ? fresh.waiting : first;
            if (waiting === null) return adminsOnly;
            return (
              <>
                <p>{t('people.approvalsIntro')}</p>
                <p className={formStyles.success} role="status">
                  {notice}
                </p>
                {waiting.length === 0 ? (
                  <p>{t('people.approvalsEmpty')}</p>
                ) : (
                  <ul className={styles.list} aria-label={t('people.approvalsHeading')}>
                    {waiting.map((request) => (
                      <ApprovalItem
                        key={request.id}
                        request={request}
                        onDecided={(done) => {
                          setNotice(done);
                          if (orgId === null) return;
                          waitingOrNotAllowed(orgId).then(
                            (list) => setFresh({ waiting: list }),
                            () => {
                              setFresh(null);
                              reload();
                            },
                          );
                        }}
                      />
                    ))}
                  </ul>
                )}
              </>
            );
          }}
        </LoadState>
      )}
    </section>
  );
}
