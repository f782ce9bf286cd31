import autocannon from 'autocannon';

export interface Figures {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  /** Bytes of answers (headers and bodies) received per second; HTTP loads only. */
  bytesPerSecond?: number;
}

export interface HttpLoad {
  /** Paths cycled through, one per request. */
  paths: string[];
  seconds: number;
  connections: number;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  /** Headers and a body per request (its index): whose cookie, an order with its own Idempotency-Key. */
  request?: (index: number) => { body?: string; headers: Record<string, string> };
  /** Sees every answer: status, body and headers. */
  onResponse?: (status: number, body: string, headers: Record<string, string>) => void;
}

/** `connections` keep-alive connections against the running API for `seconds` (autocannon). */
export async function loadHttp(baseUrl: string, load: HttpLoad): Promise<Figures> {
  const onResponse = load.onResponse
    ? {
        onResponse: (status: number, body: string, _context: object, headers: autocannon.Request['headers']) =>
          load.onResponse?.(status, body, (headers ?? {}) as Record<string, string>),
      }
    : {};
  const result = await autocannon({
    url: baseUrl,
    connections: load.connections,
    duration: load.seconds,
    // The same requests every time: one per path, each connection going through them in turn. autocannon
    // encodes each once; built per request (setupRequest) they cost the load generator, which shares the
    // machine's two cores with the server, a third of its answers per second.
    requests: load.request ? [perRequest(load, onResponse)] : load.paths.map((path) => ({ method: load.method ?? 'GET', path, headers: load.headers, ...onResponse })),
  });
  return {
    // Completed requests over the run rather than the mean of per-second samples (short runs).
    requestsPerSecond: result.requests.total / (result.duration || load.seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    bytesPerSecond: result.throughput.total / (result.duration || load.seconds),
  };
}

/** 50 connections against the running API for `seconds`, cycling through the given paths. */
export async function hammerHttp(baseUrl: string, paths: string[], seconds: number, connections: number): Promise<Figures> {
  return loadHttp(baseUrl, { paths, seconds, connections });
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
  const at = (share: number) => latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * share))] ?? 0;
  return { requestsPerSecond: latencies.length / elapsed, p50Ms: at(0.5), p99Ms: at(0.99), errors };
}

/** Requests that differ each time (a body, an Idempotency-Key): built as they are sent. */
function perRequest(load: HttpLoad, onResponse: Partial<autocannon.Request>): autocannon.Request {
  let next = 0;
  return {
    method: load.method ?? 'GET',
    setupRequest: (request) => {
      const index = next++;
      const extra = load.request?.(index);
      return {
        ...request,
        path: load.paths[index % load.paths.length],
        headers: { ...load.headers, ...extra?.headers },
        ...(extra?.body !== undefined ? { body: extra.body } : {}),
      };
    },
    ...onResponse,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure over repeated runs. */
export function medianFigures(runs: Figures[]): Figures {
  const bytes = runs.flatMap((run) => (run.bytesPerSecond === undefined ? [] : [run.bytesPerSecond]));
  return {
    requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
    p50Ms: median(runs.map((run) => run.p50Ms)),
    p99Ms: median(runs.map((run) => run.p99Ms)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    ...(bytes.length > 0 ? { bytesPerSecond: median(bytes) } : {}),
  };
}
