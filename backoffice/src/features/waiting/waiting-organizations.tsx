import { useLocale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type WaitingOrganization, approveOrganization, fetchWaitingOrganizations } from '../../api/waiting-api';
import { LoadState } from '../../components/load-state';
import ui from '../../components/staff-ui.module.css';
import { useLoad } from '@shop/shared/forms';
import { actionFailureKey } from '../../rules/action-failure';
import { formatDay } from '../../rules/staff-dates';
import { RefusalForm } from './refusal-form';

/** New organisations waiting for the distributor, each with its registration's details, to approve or refuse. */
export function WaitingOrganizations() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const { loaded, reload } = useLoad('waiting', fetchWaitingOrganizations);
  const [done, setDone] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [refusing, setRefusing] = useState<string | null>(null);

  async function approve(org: WaitingOrganization) {
    setFailure(null);
    try {
      await approveOrganization(org.organizationNumber);
      setDone(t('waiting.approved', { name: org.name }));
      reload();
    } catch (error) {
      setFailure(t(actionFailureKey(error)));
    }
  }

  return (
    <section aria-labelledby="staff-waiting-organizations">
      <h2 id="staff-waiting-organizations">{t('waiting.organizationsHeading')}</h2>
      <div role="status">{done && <p className={ui.success}>{done}</p>}</div>
      {failure && (
        <p className={ui.failure} role="alert">
          {failure}
        </p>
      )}
      <LoadState loaded={loaded} reload={reload}>
        {(organizations) =>
          organizations.length === 0 ? (
            <p>{t('waiting.noOrganizations')}</p>
          ) : (
            <ul>
              {organizations.map((org) => (
                <li key={org.organizationNumber}>
                  <h3>{org.name}</h3>
                  <dl>
                    <dt>{t('waiting.number')}</dt>
                    <dd>
                      {org.organizationNumber} ({org.organizationNumberValid ? t('waiting.numberValid') : t('waiting.numberInvalid')})
                    </dd>
                    <dt>{t('waiting.registeredAt')}</dt>
                    <dd>{formatDay(org.registeredAt, locale)}</dd>
                    <dt>{t('waiting.loginEmail')}</dt>
                    <dd>{org.loginEmail ?? '–'}</dd>
                    <dt>{t('waiting.emailConfirmed')}</dt>
                    <dd>{org.emailConfirmed ? t('common.yes') : t('common.no')}</dd>
                  </dl>
                  {refusing === org.organizationNumber ? (
                    <RefusalForm
                      organization={org}
                      onCancel={() => setRefusing(null)}
                      onRefused={() => {
                        setRefusing(null);
                        setDone(t('waiting.refused', { name: org.name }));
                        reload();
                      }}
                    />
                  ) : (
                    <div className={ui.actions}>
                      <button type="button" className={ui.primary} onClick={() => void approve(org)}>
                        {t('waiting.approve', { name: org.name })}
                      </button>
                      <button type="button" className={ui.danger} onClick={() => setRefusing(org.organizationNumber)}>
                        {t('waiting.refuse', { name: org.name })}
                      </button>
                    </div>
                  )}
                </li>
              ))}
            </ul>
          )
        }
      </LoadState>
    </section>
  );
}
