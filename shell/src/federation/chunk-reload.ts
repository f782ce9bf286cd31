/**
 * After a deploy, an open page may ask for a chunk or style that no longer exists. One full reload
 * gets the new build (spec §4); a second failure soon after does not reload again, so a broken
 * deploy can never trap a customer in a reload loop.
 */
const RELOAD_KEY = 'shop:chunk-reload-at';
const GUARD_MS = 60_000;

/** A chunk or style that failed to load, itself or as the cause of another error (a remote that failed). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 5) return false;
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: unknown };
  if (name === 'ChunkLoadError') return true;
  if (typeof message === 'string' && /Loading (CSS )?chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(message)) return true;
  return isChunkLoadError(cause, depth + 1);
}

/** Whether to reload now, given when the last chunk reload happened (ms, or null). */
export function shouldReload(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || !Number.isFinite(lastReloadAt) || now - lastReloadAt > GUARD_MS;
}

export function reloadOnceForChunkError(storage: Pick<Storage, 'getItem' | 'setItem'>, reload: () => void, now = Date.now()): boolean {
  const last = storage.getItem(RELOAD_KEY);
  if (!shouldReload(last === null ? null : Number(last), now)) return false;
  storage.setItem(RELOAD_KEY, String(now));
  reload();
  return true;
}

/** Whether the shop's own server answers: the server configuration, never cached. */
async function shopAnswers(): Promise<boolean> {
  try {
    return (await fetch('/remotes.json', { cache: 'no-store' })).ok;
  } catch {
    return false;
  }
}

/**
 * Reloads for a failed chunk only while the shop answers. When the server itself cannot be reached
 * the chunk is missing for that reason, not because of a deploy, and a reload would swap the shop
 * for the browser's error page; the page stays, shows its fallback, and works again once it is back.
 */
export async function reloadWhenShopAnswers(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  answers: () => Promise<boolean> = shopAnswers,
): Promise<boolean> {
  if (!(await answers())) return false;
  return reloadOnceForChunkError(storage, reload);
}

const reloadPage = () => window.location.reload();

/** Watches the page for chunk and style load failures that nobody else handled. */
export function installChunkReload(): void {
  const handle = (error: unknown) => {
    if (isChunkLoadError(error)) void reloadWhenShopAnswers(sessionStorage, reloadPage);
  };
  window.addEventListener('unhandledrejection', (event) => handle(event.reason));
  window.addEventListener('error', (event) => handle(event.error));
  // A stylesheet or script tag that fails to load fires a plain error event on the element.
  window.addEventListener(
    'error',
    (event) => {
      const target = event.target as HTMLElement | null;
      const failedChunk =
        (target instanceof HTMLLinkElement && target.rel === 'stylesheet') ||
        (target instanceof HTMLScriptElement && /\.[0-9a-f]{16,}\.js$/.test(target.src));
      if (failedChunk) void reloadWhenShopAnswers(sessionStorage, reloadPage);
    },
    true,
  );
}
