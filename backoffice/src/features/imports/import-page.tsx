import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportForm } from './import-form';
import { ImportProgress } from './import-progress';
import { ImportResult } from './import-result';
import { RecentImports } from './recent-imports';
import { type Schedule, useImportUpload } from './use-import-upload';

/** Loading a catalogue or price-agreement file: the form, the file's progress and outcome, and the latest files. */
export function ImportPage({ schedule }: { schedule?: Schedule }) {
  const { t } = useTranslation('backoffice');
  const { state, send } = useImportUpload(schedule);
  // Read the list again once a send has ended, however: a file may be in it even when no answer came.
  const [sends, setSends] = useState(0);
  const ended = state.step === 'applied' || state.step === 'refused' || state.step === 'failed';
  const running = state.step !== 'idle' && !ended;

  const problem = state.step === 'idle' || ended ? state.problem : null;
  return (
    <>
      <p>{t('imports.intro')}</p>
      <ImportForm busy={running} problem={problem} onSend={(kind, file) => void send(kind, file).then(() => setSends((count) => count + 1))} />
      <ImportProgress state={state} />
      {ended && <ImportResult result={state.result} />}
      <RecentImports version={String(sends)} />
    </>
  );
}
