/** Longest wait for the first paint, should none be reported (a tab opened in the background). */
export const FIRST_PAINT_WAIT_LIMIT_MS = 300;

/** What the wait needs of the browser, replaceable in tests. */
export interface PaintWatch {
  /** Calls back once the page's first contentful paint has been presented (at once if it has been). */
  onFirstContentfulPaint(callback: () => void): void;
  setTimeout(callback: () => void, ms: number): unknown;
}

/**
 * Runs `work` once the page's HTML has been painted. The shell's scripts are preloaded and often in
 * by the time the HTML is parsed; evaluating them first would hold back the paint of what the HTML
 * carries (the consent bar on a first visit) by a long task on a phone's CPU. On a slow connection
 * the paint has long happened when the scripts arrive, and nothing waits.
 */
export function afterFirstPaint(work: () => void, watch: PaintWatch = browserPaintWatch()): void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    work();
  };
  watch.setTimeout(once, FIRST_PAINT_WAIT_LIMIT_MS);
  // A task after the paint's report rather than inside it: the report is itself a task.
  watch.onFirstContentfulPaint(() => watch.setTimeout(once, 0));
}

function browserPaintWatch(): PaintWatch {
  return {
    setTimeout: (callback, ms) => window.setTimeout(callback, ms),
    onFirstContentfulPaint(callback) {
      if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
        // No paint timing: the task after the next frame comes after that frame's paint.
        requestAnimationFrame(() => callback());
        return;
      }
      const observer = new PerformanceObserver((entries) => {
        if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
        observer.disconnect();
        callback();
      });
      observer.observe({ type: 'paint', buffered: true });
    },
  };
}
