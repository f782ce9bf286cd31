import { ByteCountingConnection } from './byte-counting-connection';
import type { Figures, HttpLoad } from './load';

const at = (sorted: number[], share: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0;

/**
 * `connections` callers, each on its own kept-alive connection, GET the paths in turn for
 * `seconds`, counting only the bytes of each answer (byte-counting-connection.ts). For answers of
 * many megabytes instead of autocannon: autocannon 9 turns every body chunk into a string and
 * appends it to the last (pipelinedRequestsQueue.addBody), so at 10+ MB an answer (far worse for
 * brotli's binary bytes) the load generator, not the API, sets the pace. Measured at 100,000
 * products, 4 connections: autocannon about 160 MB/s, node:http about 850 MB/s with the load
 * generator using more CPU than the API, this client about 2,200 MB/s with the API the busier.
 * Answers still running at the end are cut off and not counted, as autocannon does. Bytes per
 * second count bodies as sent (headers, a few hundred bytes an answer, are left out).
 */
export async function loadLargeAnswers(baseUrl: string, load: HttpLoad): Promise<Figures> {
  const { hostname, port } = new URL(baseUrl);
  const connections = Array.from({ length: load.connections }, () => new ByteCountingConnection(hostname, Number(port)));
  const latencies: number[] = [];
  let bytes = 0;
  let errors = 0;
  let next = 0;
  let stopped = false;
  const caller = async (connection: ByteCountingConnection) => {
    while (!stopped) {
      const index = next++;
      const path = load.paths[index % load.paths.length] as string;
      const answer = await connection.get(path, { ...load.headers, ...load.request?.(index).headers }).catch(() => null);
      if (stopped) break; // cut off at the end: neither an answer nor an error
      if (!answer || answer.status !== 200) {
        errors += 1;
        if (!answer) break; // the connection is gone
        continue;
      }
      latencies.push(answer.ms);
      bytes += answer.bytes;
    }
  };
  const deadline = setTimeout(() => {
    stopped = true;
    for (const connection of connections) connection.close();
  }, load.seconds * 1000);
  await Promise.all(connections.map(caller));
  clearTimeout(deadline);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / load.seconds,
    p50Ms: at(latencies, 0.5),
    p99Ms: at(latencies, 0.99),
    errors,
    bytesPerSecond: bytes / load.seconds,
  };
}
