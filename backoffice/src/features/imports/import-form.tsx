import { IMPORT_UPLOAD_MAX_BYTES } from '@shop/shared/contracts';
import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ImportKind } from '../../api/imports-api';
import ui from '../../components/staff-ui.module.css';
import styles from './imports.module.css';
import type { UploadProblem } from './upload-progress';

const KINDS: readonly ImportKind[] = ['catalog', 'agreements'];

const PROBLEM_TEXT = {
  busy: 'imports.busy',
  'too-large': 'imports.tooLarge',
  'wrong-type': 'imports.wrongType',
  'no-answer': 'imports.noAnswer',
  failed: 'imports.failedToSend',
} as const satisfies Record<UploadProblem, string>;

/**
 * What the file holds, the file, and the button. The file is read off the field when it is sent
 * (one chosen before the page's code ran counts too). A problem of the upload (another import
 * running, too large, not CSV or JSON) is shown under the file field and tied to it.
 */
export function ImportForm({ busy, problem, onSend }: { busy: boolean; problem: UploadProblem | null; onSend: (kind: ImportKind, file: File) => void }) {
  const { t } = useTranslation('backoffice');
  const id = useId();
  const fileField = useRef<HTMLInputElement>(null);
  const [kind, setKind] = useState<ImportKind>('catalog');
  const [ownProblem, setOwnProblem] = useState<'noFile' | 'tooLarge' | null>(null);
  const shown = ownProblem ? t(`imports.${ownProblem}`) : problem ? t(PROBLEM_TEXT[problem]) : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    const file = fileField.current?.files?.[0];
    // Over the limit the API refuses it anyway; sent, it would first cross the network in full.
    const problem = !file ? 'noFile' : file.size > IMPORT_UPLOAD_MAX_BYTES ? 'tooLarge' : null;
    setOwnProblem(problem);
    if (file && !problem) onSend(kind, file);
  }

  return (
    <PostForm onSubmit={submit} noValidate aria-label={t('imports.heading')}>
      <fieldset className={styles.kinds}>
        <legend>{t('imports.kind')}</legend>
        {KINDS.map((option) => (
          <label key={option}>
            <input type="radio" name="kind" value={option} checked={kind === option} onChange={() => setKind(option)} />
            {t(`imports.kind_${option}`)}
          </label>
        ))}
      </fieldset>
      <div className={ui.field}>
        <label htmlFor={id}>{t('imports.file')}</label>
        <input
          ref={fileField}
          id={id}
          type="file"
          name="file"
          accept=".csv,.json,text/csv,application/json"
          onChange={() => setOwnProblem(null)}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? `${id}-problem` : undefined}
        />
        {shown && (
          <span id={`${id}-problem`} className={ui.error} role="alert">
            {shown}
          </span>
        )}
      </div>
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('imports.sending') : t('imports.submit')}
        </button>
      </div>
    </PostForm>
  );
}
