import { PageError } from '@shop/shared';
import type { ErrorInfo } from 'react';

/**
 * What React reports of an error a boundary of the shop caught. A PageError is an answer, not a
 * fault (a product that does not exist, a page refused: spec §8's error page shows it), so it
 * leaves the console alone; anything else is logged as React would, with where it happened.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof PageError) return;
  console.error(error, info.componentStack);
}
