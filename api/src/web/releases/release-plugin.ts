import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { browserCheck, fetchOverNetwork } from './browser-check';
import type { ReleaseRegistry } from './release-registry';
import type { RemoteRelease } from './remote-release';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The remotes' release live when the request came in: a page is rendered with it and its
     * security policy allows its origins, even if another goes live meanwhile.
     */
    remoteRelease: RemoteRelease | null;
  }
}

/**
 * Pins each request to the live release as it comes in, and checks each candidate's manifests and
 * browser entries (a path on the shop is fetched from this process itself, an address elsewhere over
 * the network, with a time-out).
 */
export const releasePlugin = fp(
  async (app: FastifyInstance, { releases }: { releases: ReleaseRegistry }) => {
    app.decorateRequest('remoteRelease', null);
    app.addHook('onRequest', async (request) => {
      request.remoteRelease = releases.live();
    });
    releases.addCheck(
      browserCheck(async (address, timeoutMs) => {
        if (/^https?:\/\//i.test(address)) return fetchOverNetwork(address, timeoutMs);
        const answer = await app.inject({ method: 'GET', url: address });
        return { status: answer.statusCode, body: answer.body };
      }),
      // Its manifests and entries answer: judged before the routes the release declares.
      false,
    );
  },
  { name: 'releases' },
);
