import type { ImportView } from '../../api/imports-api';

/** The catalogue file the tests upload: its kind, name and size as the page knows them. */
export const CATALOG_FILE = { kind: 'catalog' as const, name: 'katalog.csv', size: 4000 };

/** An import as the staff API answers it: CATALOG_FILE being read, with `patch` over it. */
export const importView = (patch: Partial<ImportView> = {}): ImportView => ({
  id: 'imp-1',
  kind: 'catalog',
  format: 'csv',
  fileName: 'katalog.csv',
  state: 'reading',
  startedAt: '2026-11-28T20:00:00.000Z',
  finishedAt: null,
  bytes: { received: 4000, total: 4000 },
  rows: { total: null, read: 0, checked: 0, written: 0 },
  refusalCount: 0,
  refusals: [],
  message: null,
  ...patch,
});
