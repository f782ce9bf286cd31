import { act, renderHook } from '@testing-library/react';
import { useLoad } from './use-load';

/** Answers held until the test settles them, one per call. */
function heldAnswers() {
  const calls: Array<{ key: string; answer: (data: string) => void; fail: () => void }> = [];
  const loadFor = (key: string) => () =>
    new Promise<string>((resolve, reject) => {
      calls.push({ key, answer: resolve, fail: () => reject(new Error('no answer')) });
    });
  return { calls, loadFor };
}

describe('useLoad', () => {
  it('loads nothing for a null key, then reads loading and the answer for its key', async () => {
    const { calls, loadFor } = heldAnswers();
    const initialProps: { key: string | null } = { key: null };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, loadFor(key ?? '')), { initialProps });
    expect(result.current.loaded).toEqual({ state: 'loading' });
    expect(calls).toHaveLength(0);
    rerender({ key: 'alarm' });
    expect(calls.map((call) => call.key)).toEqual(['alarm']);
    await act(async () => calls[0]!.answer('alarm answer'));
    expect(result.current.loaded).toEqual({ state: 'ready', data: 'alarm answer' });
  });

  it('never shows a late answer for an old key, and reads loading at once for a new one', async () => {
    const { calls, loadFor } = heldAnswers();
    const { result, rerender } = renderHook(({ key }: { key: string }) => useLoad(key, loadFor(key)), { initialProps: { key: 'alarm' } });
    rerender({ key: 'camera' });
    expect(result.current.loaded).toEqual({ state: 'loading' });
    await act(async () => calls[0]!.answer('alarm answer'));
    expect(result.current.loaded).toEqual({ state: 'loading' });
    await act(async () => calls[1]!.answer('camera answer'));
    expect(result.current.loaded).toEqual({ state: 'ready', data: 'camera answer' });
  });

  it('reads failed when the load fails, and loads again on reload', async () => {
    const { calls, loadFor } = heldAnswers();
    const { result } = renderHook(() => useLoad('alarm', loadFor('alarm')));
    await act(async () => calls[0]!.fail());
    expect(result.current.loaded).toEqual({ state: 'failed' });
    act(() => result.current.reload());
    expect(result.current.loaded).toEqual({ state: 'loading' });
    await act(async () => calls[1]!.answer('alarm answer'));
    expect(result.current.loaded).toEqual({ state: 'ready', data: 'alarm answer' });
  });
});
