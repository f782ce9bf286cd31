import { MINIMUM_LOADING_MS, pauseUntil } from './minimum-delay';

describe('pauseUntil', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a fast answer until the minimum has passed', async () => {
    const settled = jest.fn();
    void pauseUntil(Date.now() + MINIMUM_LOADING_MS).then(settled);
    await jest.advanceTimersByTimeAsync(199);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalled();
  });

  it('does not delay a slow answer further', async () => {
    const settled = jest.fn();
    const started = Date.now();
    await jest.advanceTimersByTimeAsync(500);
    void pauseUntil(started + MINIMUM_LOADING_MS).then(settled);
    await jest.advanceTimersByTimeAsync(0);
    expect(settled).toHaveBeenCalled();
  });
});
