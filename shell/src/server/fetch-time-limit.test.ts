/**
 * @jest-environment node
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { limitFetchTime } from './fetch-time-limit';

describe('limitFetchTime', () => {
  it('makes a fetch of a host that never answers give up', async () => {
    const server = createServer(() => undefined); // accepts, never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const original = globalThis.fetch;
    try {
      limitFetchTime(50);
      await expect(fetch(`http://127.0.0.1:${port}/mf-manifest.json`)).rejects.toMatchObject({ name: 'TimeoutError' });
    } finally {
      globalThis.fetch = original;
      server.closeAllConnections();
      server.close();
    }
  });
});
