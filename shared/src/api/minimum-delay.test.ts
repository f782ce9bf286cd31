import { withMinimumDelay } from './minimum-delay';

describe('withMinimumDelay', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('holds a fast answer until the minimum has passed', async () => {
    const settled = jest.fn();
    void withMinimumDelay(Promise.resolve('menu')).then(settled);
    await jest.advanceTimersByTimeAsync(199);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(settled).toHaveBeenCalledWith('menu');
  });

  it('does not delay a slow answer further', async () => {
    const settled = jest.fn();
    const slow = new Promise((resolve) => setTimeout(() => resolve('list'), 500));
    void withMinimumDelay(slow).then(settled);
    await jest.advanceTimersByTimeAsync(500);
    expect(settled).toHaveBeenCalledWith('list');
  });

  it('passes a failure on, also after the minimum', async () => {
    const failed = jest.fn();
    void withMinimumDelay(Promise.reject(new Error('offline'))).catch(failed);
    await jest.advanceTimersByTimeAsync(100);
    expect(failed).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(100);
    expect(failed).toHaveBeenCalledWith(new Error('offline'));
  });
});
