/**
 * Resolves in a task of its own: what follows an `await nextTask()` runs after the browser has had
 * the chance to handle input and paint. `scheduler.yield` where the browser has it (it resumes
 * ahead of other queued tasks), else a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
