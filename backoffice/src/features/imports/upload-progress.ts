import type { ImportKind, ImportView } from '../../api/imports-api';

/** The file being sent, as the page knows it before the API has named its import. */
interface SentFile {
  kind: ImportKind;
  name: string;
  size: number;
}

type Rows = ImportView['rows'];

/** Why a file was not taken at all (shown next to the file field); nothing was changed. */
export type UploadProblem = 'busy' | 'too-large' | 'wrong-type' | 'no-answer' | 'failed';

/**
 * Where an upload is: `receiving` while the browser sends it (its own count of bytes), then the
 * server's steps as the poll reads them, ending applied, refused or failed (the API's answer).
 */
export type UploadState =
  | { step: 'idle'; problem: UploadProblem | null }
  | { step: 'receiving'; file: SentFile; id: string | null; sent: number; total: number }
  | { step: 'reading' | 'checking' | 'writing'; file: SentFile; id: string; rows: Rows }
  | { step: 'applied' | 'refused' | 'failed'; file: SentFile; result: ImportView; problem: UploadProblem | null };

export type UploadEvent =
  /** The file is on its way. */
  | { type: 'started'; file: SentFile }
  /** The browser's upload progress (axios's onUploadProgress). */
  | { type: 'sent'; loaded: number; total: number | undefined }
  /** What GET /api/staff/imports/current answered. */
  | { type: 'polled'; current: ImportView | null }
  /** The upload's own answer with its import: 200 applied, 422 refused (or failed), 413 with the import. */
  | { type: 'answered'; result: ImportView; problem?: UploadProblem }
  /** The upload was not taken (409, 413 before reading, 415) or had no answer. */
  | { type: 'turned-away'; problem: UploadProblem };

export const IDLE: UploadState = { step: 'idle', problem: null };

const RUNNING = ['receiving', 'reading', 'checking', 'writing'] as const;
type RunningStep = (typeof RUNNING)[number];
const isRunning = (step: UploadState['step']): step is RunningStep => (RUNNING as readonly string[]).includes(step);

/**
 * Whether a polled import is this upload's: the API names its import only in its last answer, and
 * one import runs at a time across the shop, so it is recognised by kind, name and announced size,
 * and then by the id first seen.
 */
function isOurs(state: Extract<UploadState, { file: SentFile }>, current: ImportView, id: string | null): boolean {
  if (id !== null) return current.id === id;
  const { file } = state;
  return current.kind === file.kind && current.fileName === file.name && (current.bytes.total === null || current.bytes.total === file.size);
}

/**
 * The upload's next state. Pure: the page feeds it the browser's progress, each poll and the
 * answer. A step never goes back (a poll answered late says less than the one before), and once
 * the API has answered nothing else moves it.
 */
export function nextUploadState(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'started':
      return isRunning(state.step) ? state : { step: 'receiving', file: event.file, id: null, sent: 0, total: event.file.size };
    case 'sent':
      if (state.step !== 'receiving') return state;
      return { ...state, sent: Math.max(state.sent, event.loaded), total: event.total && event.total > 0 ? event.total : state.total };
    case 'polled': {
      if (!isRunning(state.step) || event.current === null) return state;
      const running = state as Extract<UploadState, { step: RunningStep }>;
      const current = event.current;
      const id = running.id;
      if (!isOurs(running, current, id)) return state;
      if (current.state === 'receiving') return running.step === 'receiving' ? { ...running, id: current.id } : state;
      if (!isRunning(current.state)) return state;
      if (RUNNING.indexOf(current.state) < RUNNING.indexOf(running.step)) return state;
      return { step: current.state, file: running.file, id: current.id, rows: current.rows };
    }
    case 'answered': {
      if (!isRunning(state.step)) return state;
      const { file } = state as Extract<UploadState, { step: RunningStep }>;
      const step = event.result.state === 'applied' || event.result.state === 'refused' ? event.result.state : 'failed';
      return { step, file, result: event.result, problem: event.problem ?? null };
    }
    case 'turned-away':
      return isRunning(state.step) ? { step: 'idle', problem: event.problem } : state;
  }
}

/** What the progress bar shows: a step of four, its value out of max (null: not known yet). */
interface ProgressBar {
  step: RunningStep | 'applied';
  /** 1 to 4: sending, reading, checking, writing (applied stays at 4, full). */
  number: 1 | 2 | 3 | 4;
  value: number | null;
  max: number;
}

/** The bar for a state: none before a file is sent and none for a file refused or failed. */
export function progressBarOf(state: UploadState): ProgressBar | null {
  switch (state.step) {
    case 'receiving':
      return { step: 'receiving', number: 1, value: Math.min(state.sent, state.total), max: Math.max(state.total, 1) };
    case 'reading':
      // The rows' total is known only once the file is read: until then the count alone.
      return { step: 'reading', number: 2, value: null, max: 1 };
    case 'checking':
    case 'writing': {
      const done = state.step === 'checking' ? state.rows.checked : state.rows.written;
      if (state.rows.total === null) return { step: state.step, number: state.step === 'checking' ? 3 : 4, value: null, max: 1 };
      const max = Math.max(state.rows.total, 1);
      return { step: state.step, number: state.step === 'checking' ? 3 : 4, value: Math.min(done, max), max };
    }
    case 'applied': {
      const max = Math.max(state.result.rows.total ?? state.result.rows.written, 1);
      return { step: 'applied', number: 4, value: max, max };
    }
    default:
      return null;
  }
}
