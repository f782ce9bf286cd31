import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

const LOADING: Loaded<never> = { state: 'loading' };

/**
 * Loads once per `key` (null: not yet) and again on `reload`. Each answer is kept with the key and
 * round it answers, so a late answer for an old key (an old search) is never shown and a new key
 * reads as loading at once.
 */
export function useLoad<T>(key: string | null, load: () => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [round, setRound] = useState(0);
  const [answer, setAnswer] = useState<{ key: string; round: number; loaded: Loaded<T> } | null>(null);
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    load().then(
      (data) => current && setAnswer({ key, round, loaded: { state: 'ready', data } }),
      () => current && setAnswer({ key, round, loaded: { state: 'failed' } }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; the key and the round say when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const loaded = answer !== null && answer.key === key && answer.round === round ? answer.loaded : LOADING;
  return { loaded, reload };
}
