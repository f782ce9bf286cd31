import { intlLocaleOf, useLocale } from '@shop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './imports.module.css';
import { type UploadState, progressBarOf } from './upload-progress';

/**
 * The bar of a file on its way: a real <progress> named by the file, the step of four it is at
 * (told to screen readers as it changes) and the count, bytes sent or the server's rows.
 */
export function ImportProgress({ state }: { state: UploadState }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const id = useId();
  const bar = progressBarOf(state);
  if (!bar || !('file' in state)) return null;
  const number = (value: number) => new Intl.NumberFormat(intlLocaleOf(locale)).format(value);
  let count = '';
  if (state.step === 'receiving') count = t('imports.sent', { sent: number(state.sent), total: number(state.total) });
  else if (state.step === 'reading') count = t('imports.read', { rows: number(state.rows.read) });
  else if (state.step === 'checking' || state.step === 'writing') {
    const done = state.step === 'checking' ? state.rows.checked : state.rows.written;
    count = t(state.step === 'checking' ? 'imports.checked' : 'imports.written', { done: number(done), total: state.rows.total === null ? '?' : number(state.rows.total) });
  }
  return (
    <div className={styles.progress}>
      <label htmlFor={id}>{t('imports.progress', { fileName: state.file.name })}</label>
      {bar.value === null ? <progress id={id} /> : <progress id={id} value={bar.value} max={bar.max} />}
      <p role="status">{t('imports.step', { number: bar.number, name: t(`imports.step_${bar.step}`) })}</p>
      {count && <p className={styles.count}>{count}</p>}
    </div>
  );
}
