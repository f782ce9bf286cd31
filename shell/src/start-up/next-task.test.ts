import { nextTask } from './next-task';

describe('nextTask', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  });

  it('resumes in a later task, not in the current one', async () => {
    const order: string[] = [];
    const resumed = nextTask().then(() => order.push('after the yield'));
    await Promise.resolve();
    order.push('rest of this task');
    await resumed;
    expect(order).toEqual(['rest of this task', 'after the yield']);
  });

  it('uses the browser\'s scheduler.yield where there is one', async () => {
    const yieldToBrowser = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: yieldToBrowser };
    await nextTask();
    expect(yieldToBrowser).toHaveBeenCalledTimes(1);
  });
});
