import { useLocale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AuditEntry, fetchAudit } from '../../api/audit-api';
import { LoadState } from '../../components/load-state';
import { StaffTable } from '../../components/staff-table';
import ui from '../../components/staff-ui.module.css';
import { useLoad } from '@shop/shared/forms';
import { auditChange } from '../../rules/audit-change';
import { formatMoment } from '../../rules/staff-dates';

const ACTIONS = [
  'login',
  'login-with-recovery-code',
  'logout',
  'enrolled',
  'invite',
  'approve-organization',
  'refuse-organization',
  'change-order-status',
  'import-catalog',
  'import-agreements',
] as const;
type KnownAction = (typeof ACTIONS)[number];
const isKnown = (action: string): action is KnownAction => (ACTIONS as readonly string[]).includes(action);

/** The audit log, newest first, a page at a time. */
export function AuditLog() {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const [before, setBefore] = useState<string | undefined>(undefined);
  const [earlier, setEarlier] = useState<AuditEntry[]>([]);
  const { loaded, reload } = useLoad(before ?? 'newest', () => fetchAudit(before));

  return (
    <LoadState loaded={loaded} reload={reload}>
      {(page) => {
        const entries = [...earlier, ...page.entries];
        if (entries.length === 0) return <p>{t('audit.empty')}</p>;
        return (
          <>
            <StaffTable headers={[t('audit.when'), t('audit.who'), t('audit.action'), t('audit.subject'), t('audit.change')]}>
              {entries.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatMoment(entry.at, locale)}</td>
                  <td>{entry.staffEmail ?? '–'}</td>
                  <td>{isKnown(entry.action) ? t(`audit.action_${entry.action}`) : entry.action}</td>
                  <td>{entry.subject}</td>
                  <td>{auditChange(entry.before, entry.after)}</td>
                </tr>
              ))}
            </StaffTable>
            {page.next !== null && (
              <button
                type="button"
                className={ui.secondary}
                onClick={() => {
                  setEarlier(entries);
                  setBefore(page.next ?? undefined);
                }}
              >
                {t('audit.more')}
              </button>
            )}
          </>
        );
      }}
    </LoadState>
  );
}
