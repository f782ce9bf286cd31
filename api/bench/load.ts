import autocannon from 'autocannon';

export interface Figures {
  requestsPerSecond: number;
  p99Ms: number;
  errors: number;
}

/** 50 connections against the running API for `seconds`, cycling through the given paths. */
export async function hammerHttp(baseUrl: string, paths: string[], seconds: number, connections: number): Promise<Figures> {
  let next = 0;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] as string }),
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/**
 * The same number of callers against a database function: each awaits its query and asks the
 * next, as 50 connections' requests would. PGlite answers one query at a time, so they queue.
 */
export async function hammerCalls(call: (index: number) => Promise<unknown>, seconds: number, callers: number): Promise<Figures> {
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async () => {
      while (performance.now() < end) {
        const before = performance.now();
        try {
          await call(next++);
        } catch {
          errors += 1;
        }
        latencies.push(performance.now() - before);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    p99Ms: latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * 0.99))] ?? 0,
    errors,
  };
}
