import { intlLocaleOf, useLocale } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ImportView, fetchImport, fetchRecentImports } from '../../api/imports-api';
import { LoadState } from '../../components/load-state';
import { StaffTable } from '../../components/staff-table';
import ui from '../../components/staff-ui.module.css';
import { useLoad } from '@shop/shared/forms';
import { formatMoment } from '../../rules/staff-dates';
import { RefusalList } from './import-result';

/** A refused file's reasons, asked for when wanted (the list carries none). */
function Refusals({ id }: { id: string }) {
  const { loaded, reload } = useLoad(id, () => fetchImport(id));
  return <LoadState loaded={loaded} reload={reload}>{(found) => <RefusalList result={found} />}</LoadState>;
}

/** The 20 newest imports, loaded in the browser; read again when `version` changes (a file sent here). */
export function RecentImports({ version }: { version: string }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const [opened, setOpened] = useState<string | null>(null);
  const { loaded, reload } = useLoad(version, fetchRecentImports);
  const number = (value: number) => new Intl.NumberFormat(intlLocaleOf(locale)).format(value);
  const rowsOf = (entry: ImportView) => number(entry.state === 'applied' ? entry.rows.written : entry.rows.read);

  return (
    <section aria-labelledby="recent-imports">
      <h2 id="recent-imports">{t('imports.recentHeading')}</h2>
      <LoadState loaded={loaded} reload={reload}>
        {(imports) =>
          imports.length === 0 ? (
            <p>{t('imports.noImports')}</p>
          ) : (
            <>
              <StaffTable headers={[t('imports.started'), t('imports.fileName'), t('imports.kindColumn'), t('imports.stateColumn'), t('imports.rows'), t('imports.problems')]}>
                {imports.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatMoment(entry.startedAt, locale)}</td>
                    <td className={ui.code}>{entry.fileName || '–'}</td>
                    <td>{t(`imports.kind_${entry.kind}`)}</td>
                    <td>{t(`imports.state_${entry.state}`)}</td>
                    <td>{rowsOf(entry)}</td>
                    <td>
                      {entry.refusalCount === 0 ? (
                        '0'
                      ) : (
                        <button
                          type="button"
                          className={ui.secondary}
                          aria-label={`${t('imports.showRefusals', { fileName: entry.fileName })}: ${number(entry.refusalCount)}`}
                          aria-expanded={opened === entry.id}
                          onClick={() => setOpened(opened === entry.id ? null : entry.id)}
                        >
                          {number(entry.refusalCount)}
                        </button>
                      )}
                    </td>
                  </tr>
                ))}
              </StaffTable>
              {opened !== null && <Refusals id={opened} />}
            </>
          )
        }
      </LoadState>
    </section>
  );
}
