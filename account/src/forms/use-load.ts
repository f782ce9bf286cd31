import { useCallback, useEffect, useState } from 'react';

export type Loaded<T> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; data: T };

/** Loads once per `key` (and again on `reload`); a late answer for an old key is ignored. */
export function useLoad<T>(key: string | null, load: () => Promise<T>): { loaded: Loaded<T>; reload: () => void } {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (key === null) return undefined;
    let current = true;
    setLoaded({ state: 'loading' });
    load().then(
      (data) => current && setLoaded({ state: 'ready', data }),
      () => current && setLoaded({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
    // `load` is a new function every render; the key says when to load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { loaded, reload };
}
