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
  const ended = state.step === 'applied' || state.step === 'refused' || state.step === 'failed';
  const running = state.step !== 'idle' && !ended;

  const problem = state.step === 'idle' || ended ? state.problem : null;
  return (
    <>
      <p>{t('imports.intro')}</p>
      <ImportForm busy={running} problem={problem} onSend={(kind, file) => void send(kind, file)} />
      <ImportProgress state={state} />
      {ended && <ImportResult result={state.result} />}
      {/* A file that ended is in the list now: it is read again. */}
      <RecentImports version={ended ? state.result.id : 'before'} />
    </>
  );
}
