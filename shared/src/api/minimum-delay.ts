/** Spec §9: a data fetch keeps its loading state at least this long, so spinners never flash. */
export const MINIMUM_LOADING_MS = 200;

/**
 * Settles like `work`, but not before `ms` have passed since the call. A fast answer then shows
 * its loading state for a calm moment instead of a flicker; a slow one is not delayed further.
 */
export async function withMinimumDelay<T>(work: Promise<T>, ms = MINIMUM_LOADING_MS): Promise<T> {
  const pause = new Promise<void>((resolve) => setTimeout(resolve, ms));
  const [result] = await Promise.allSettled([work, pause]);
  if (result.status === 'rejected') throw result.reason;
  return result.value;
}

/** Resolves at `time` (a Date.now() value), at once when that has passed. */
export function pauseUntil(time: number): Promise<void> {
  const wait = time - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
