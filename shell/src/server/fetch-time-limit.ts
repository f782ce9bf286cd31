/**
 * Every fetch a render worker makes (the federation runtime's manifests and server entries, the
 * remotes' stylesheets) gives up after `limitMs`: a remote host that accepts connections and never
 * answers must not hold a worker's start, nor a page that does not even show that remote. The
 * worker is a thread of its own: the patch stays in it.
 */
export function limitFetchTime(limitMs: number): void {
  if ((globalThis.fetch as typeof fetch & { limited?: true }).limited) return;
  const unlimited = globalThis.fetch.bind(globalThis);
  const limited = (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const timeout = AbortSignal.timeout(limitMs);
    const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
    return unlimited(input, { ...init, signal });
  };
  globalThis.fetch = Object.assign(limited, { limited: true as const });
}
