import { intlLocaleOf, useLocale } from '@shop/shared';
import { useTranslation } from 'react-i18next';
import type { ImportView } from '../../api/imports-api';
import ui from '../../components/staff-ui.module.css';
import styles from './imports.module.css';

/** What was refused and why, row by row, with how many there were when the API kept fewer. */
export function RefusalList({ result }: { result: ImportView }) {
  const { t } = useTranslation('backoffice');
  return (
    <>
      <p>{t('imports.refusedCount', { count: result.refusalCount })}</p>
      {result.refusalCount > result.refusals.length && <p>{t('imports.refusedShown', { shown: result.refusals.length, count: result.refusalCount })}</p>}
      {result.refusals.length > 0 && (
        <div className={ui.tableWrap}>
          <table className={ui.table} aria-label={t('imports.refusals', { fileName: result.fileName })}>
            <thead>
              <tr>
                <th scope="col">{t('imports.row')}</th>
                <th scope="col">{t('imports.reason')}</th>
              </tr>
            </thead>
            <tbody>
              {result.refusals.map((refusal, index) => (
                // The same row may be refused for several reasons: the place in the list tells them apart.
                <tr key={index}>
                  <td>{refusal.row ?? t('imports.wholeFile')}</td>
                  <td className={styles.reason}>{refusal.reason}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}

/** How an upload ended: applied with its counts, refused with its reasons, or stopped by an error of ours. */
export function ImportResult({ result }: { result: ImportView }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  if (result.state === 'applied') {
    return (
      <p className={`${ui.success} ${styles.result}`} role="status">
        {t('imports.applied', { count: result.rows.written, rows: new Intl.NumberFormat(intlLocaleOf(locale)).format(result.rows.written) })}
      </p>
    );
  }
  if (result.state === 'refused') {
    return (
      <div className={styles.result}>
        <p className={ui.failure} role="alert">
          {t('imports.refused')}
        </p>
        <RefusalList result={result} />
      </div>
    );
  }
  return (
    <p className={`${ui.failure} ${styles.result}`} role="alert">
      {t('imports.failed')}
    </p>
  );
}
