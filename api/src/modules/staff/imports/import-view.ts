import type { Refusal } from './refusals';

export type ImportKind = 'catalog' | 'agreements';
export type ImportFormat = 'csv' | 'json';
export type ImportState = 'receiving' | 'reading' | 'checking' | 'writing' | 'applied' | 'refused' | 'failed';

/** An import as the staff API answers it (README, "Staff: imports"). */
export interface ImportView {
  id: string;
  kind: ImportKind;
  format: ImportFormat;
  fileName: string;
  state: ImportState;
  startedAt: string;
  finishedAt: string | null;
  bytes: { received: number; total: number | null };
  /** Rows: a catalogue's products, an agreement file's terms. total is null until the file is read. */
  rows: { total: number | null; read: number; checked: number; written: number };
  refusalCount: number;
  refusals: Refusal[];
  /** A failure's plain words, or what an applied file changed. */
  message: string | null;
}
