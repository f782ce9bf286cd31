/**
 * Calls with the same key made together share one call: the call waits for the current turn of
 * the event loop to end (other requests' handlers run meanwhile), then runs once for every caller
 * that joined until it answers. Nothing is kept once it has answered, so no answer is older than
 * the calls waiting for it. A burst of one organisation's order sends reads the organisation once.
 *
 * Waiting for the turn matters with PGlite: its queries run inside this process without ever
 * yielding to the event loop, so without it each request would finish before the next is read.
 */
export function coalesce<K, V>(call: (key: K) => Promise<V>): (key: K) => Promise<V> {
  const running = new Map<K, Promise<V>>();
  return (key) => {
    let answer = running.get(key);
    if (!answer) {
      answer = nextTurn()
        .then(() => call(key))
        .finally(() => running.delete(key));
      running.set(key, answer);
    }
    return answer;
  };
}

/** Resolves after the I/O callbacks of the current event-loop turn (setImmediate). */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
