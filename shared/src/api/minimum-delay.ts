/** Spec §9: a data fetch keeps its loading state at least this long, so spinners never flash. */
export const MINIMUM_LOADING_MS = 200;

/**
 * Resolves at `time` (a Date.now() value), at once when that has passed: the client holds a fast
 * answer until its minimum is up, and does not delay a slow one further.
 */
export function pauseUntil(time: number): Promise<void> {
  const wait = time - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
