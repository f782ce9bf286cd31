import { apiClient } from '@shop/shared';

export type ImportKind = 'catalog' | 'agreements';
type ImportState = 'receiving' | 'reading' | 'checking' | 'writing' | 'applied' | 'refused' | 'failed';

/** An import as the staff API answers it (api/README.md, "Staff": imports). */
export interface ImportView {
  id: string;
  kind: ImportKind;
  format: 'csv' | 'json';
  fileName: string;
  state: ImportState;
  startedAt: string;
  finishedAt: string | null;
  bytes: { received: number; total: number | null };
  /** A catalogue's products or an agreement file's terms; total is null until the file is read. */
  rows: { total: number | null; read: number; checked: number; written: number };
  refusalCount: number;
  refusals: Array<{ row: string | null; reason: string }>;
  message: string | null;
}

/**
 * The format the API is told in the Content-Type: by the file's name first (browsers name a .csv's
 * type differently: text/csv, application/vnd.ms-excel, or nothing), then by the type the browser
 * gives. Anything else is sent as it is, and the API refuses it (415).
 */
function contentTypeOf(file: { name: string; type: string }): string {
  const name = file.name.toLowerCase();
  if (name.endsWith('.csv')) return 'text/csv';
  if (name.endsWith('.json')) return 'application/json';
  return file.type || 'application/octet-stream';
}

/**
 * Sends a file to be imported (POST /api/staff/imports/:kind): answered only once it is applied
 * (200) or refused (422, an ApiError carrying the import). No time limit: a large file may take
 * longer to write than the client's usual 15 seconds. `fileName` is only shown in the list;
 * `onSent` hears the bytes sent so far.
 */
export async function uploadImport(kind: ImportKind, file: File, fileName: string, onSent: (loaded: number, total: number | undefined) => void): Promise<ImportView> {
  const answer = await apiClient.post<{ import: ImportView }>(`/staff/imports/${kind}`, file, {
    params: { fileName },
    headers: { 'Content-Type': contentTypeOf(file) },
    timeout: 0,
    onUploadProgress: (event) => onSent(event.loaded, event.total),
  });
  return answer.data.import;
}

/** The import running now, on any process of the API, or null (GET /api/staff/imports/current). */
export async function fetchCurrentImport(): Promise<ImportView | null> {
  return (await apiClient.get<{ import: ImportView | null }>('/staff/imports/current')).data.import;
}

/** The 20 newest imports, without their refusals (GET /api/staff/imports). */
export async function fetchRecentImports(): Promise<ImportView[]> {
  return (await apiClient.get<{ imports: ImportView[] }>('/staff/imports')).data.imports;
}

/** One import with what was refused and why (GET /api/staff/imports/:id). */
export async function fetchImport(id: string): Promise<ImportView> {
  return (await apiClient.get<{ import: ImportView }>(`/staff/imports/${encodeURIComponent(id)}`)).data.import;
}
