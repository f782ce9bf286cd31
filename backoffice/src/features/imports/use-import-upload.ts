import { useCallback, useEffect, useReducer, useRef } from 'react';
import { type ImportKind, fetchCurrentImport, uploadImport } from '../../api/imports-api';
import { eventOfFailure } from './upload-failure';
import { IDLE, type UploadState, nextUploadState } from './upload-progress';

/** Runs `run` after `ms`; answers how to cancel it. Tests step the polls by hand with their own. */
export type Schedule = (run: () => void, ms: number) => () => void;

const afterTimeout: Schedule = (run, ms) => {
  const timer = setTimeout(run, ms);
  return () => clearTimeout(timer);
};

/** How often the server's progress is asked while a file is loaded. */
const POLL_MS = 500;

/**
 * Sends a file and follows it: the browser's upload progress while it is sent, then GET
 * /api/staff/imports/current every POLL_MS (the next poll after the last one answered, so polls
 * never pile up) until the upload's own answer ends it.
 */
export function useImportUpload(schedule: Schedule = afterTimeout): { state: UploadState; send: (kind: ImportKind, file: File) => Promise<void> } {
  const [state, dispatch] = useReducer(nextUploadState, IDLE);
  const stopPolling = useRef<(() => void) | null>(null);

  useEffect(() => () => stopPolling.current?.(), []);

  const send = useCallback(
    async (kind: ImportKind, file: File) => {
      if (stopPolling.current) return;
      let stopped = false;
      let cancel: () => void = () => undefined;
      const poll = () => {
        cancel = schedule(() => {
          fetchCurrentImport()
            .then((current) => !stopped && dispatch({ type: 'polled', current }))
            // A poll that fails is just not heard; the next one asks again.
            .catch(() => undefined)
            .finally(() => !stopped && poll());
        }, POLL_MS);
      };
      stopPolling.current = () => {
        stopped = true;
        cancel();
      };
      // The name as the API keeps it (200 characters at most, trimmed): the poll knows the import by it.
      const name = Array.from(file.name).slice(0, 200).join('').trim();
      dispatch({ type: 'started', file: { kind, name, size: file.size } });
      poll();
      try {
        const result = await uploadImport(kind, file, name, (loaded, total) => !stopped && dispatch({ type: 'sent', loaded, total }));
        if (!stopped) dispatch({ type: 'answered', result });
      } catch (error) {
        if (!stopped) dispatch(eventOfFailure(error));
      } finally {
        stopPolling.current?.();
        stopPolling.current = null;
      }
    },
    [schedule],
  );

  return { state, send };
}
