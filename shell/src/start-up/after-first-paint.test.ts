import { FIRST_PAINT_WAIT_LIMIT_MS, type PaintWatch, afterFirstPaint } from './after-first-paint';

function fakeWatch(): PaintWatch & { paint(): void } {
  const waiting: Array<() => void> = [];
  return {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    onFirstContentfulPaint: (callback) => waiting.push(callback),
    paint: () => waiting.forEach((callback) => callback()),
  };
}

describe('afterFirstPaint', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('runs the work in a task after the first contentful paint, once', () => {
    const watch = fakeWatch();
    const work = jest.fn();
    afterFirstPaint(work, watch);
    jest.advanceTimersByTime(50);
    expect(work).not.toHaveBeenCalled();
    watch.paint();
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(0);
    expect(work).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('runs the work after the time limit when no paint is reported (a tab in the background)', () => {
    const work = jest.fn();
    afterFirstPaint(work, fakeWatch());
    jest.advanceTimersByTime(FIRST_PAINT_WAIT_LIMIT_MS - 1);
    expect(work).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(work).toHaveBeenCalledTimes(1);
  });
});
