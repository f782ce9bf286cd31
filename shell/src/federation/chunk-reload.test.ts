import { isChunkLoadError, reloadOnceForChunkError, reloadWhenShopAnswers, shouldReload } from './chunk-reload';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('chunk load recovery', () => {
  it('recognises chunk and style load failures, and nothing else', () => {
    expect(isChunkLoadError({ name: 'ChunkLoadError', message: 'x' })).toBe(true);
    expect(isChunkLoadError(new Error('Loading chunk 853 failed.\n(error: http://x/853.js)'))).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk main failed'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
    const chunk = Object.assign(new Error('Loading chunk 52 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(new Error('The catalog part of the shop could not be loaded', { cause: chunk }))).toBe(true);
    expect(isChunkLoadError(new Error('The cart part of the shop could not be loaded', { cause: new Error('manifest 404') }))).toBe(false);
  });

  it('reloads once, and not again within a minute', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(storage, reload, 1_000_000)).toBe(true);
    expect(reloadOnceForChunkError(storage, reload, 1_030_000)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(storage, reload, 1_070_001)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload while the shop itself cannot be reached, and does once it answers', async () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(await reloadWhenShopAnswers(storage, reload, async () => false)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    // The unreachable moment did not use up the one reload.
    expect(await reloadWhenShopAnswers(storage, reload, async () => true)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('treats a missing or unreadable timestamp as no earlier reload', () => {
    expect(shouldReload(null, 5)).toBe(true);
    expect(shouldReload(Number('garbage'), 5)).toBe(true);
  });
});
