import { isApiError } from '@shop/shared';
import type { ImportView } from '../../api/imports-api';
import type { UploadEvent } from './upload-progress';

function importIn(data: unknown): ImportView | null {
  const found = (data as { import?: unknown } | null)?.import;
  return typeof found === 'object' && found !== null && typeof (found as { id?: unknown }).id === 'string' ? (found as ImportView) : null;
}

/**
 * What a failed upload means for the page: refused with its import (422, or 413 once the count
 * passed the limit), another import running (409), too large (413), not CSV or JSON (415), no
 * answer at all (the file may still be applied: the list says), or anything else.
 */
export function eventOfFailure(error: unknown): UploadEvent {
  if (!isApiError(error)) return { type: 'turned-away', problem: 'failed' };
  const status = error.response?.status;
  if (status === undefined) return { type: 'turned-away', problem: 'no-answer' };
  const result = importIn(error.response?.data);
  if (status === 413) return result ? { type: 'answered', result, problem: 'too-large' } : { type: 'turned-away', problem: 'too-large' };
  if (status === 409) return { type: 'turned-away', problem: 'busy' };
  if (status === 415) return { type: 'turned-away', problem: 'wrong-type' };
  if (result) return { type: 'answered', result };
  return { type: 'turned-away', problem: 'failed' };
}
