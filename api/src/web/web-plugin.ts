import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { RemoteLocationsSchema } from '@shop/shared/contracts';
import { REVALIDATE, cacheControlFor } from '../infra/http/cache-policy';
import { ServerRender } from './pages/server-render';
import { formPostsToPages } from './pages/form-posts';
import { pageOrOutage } from './pages/outage-page';
import { sendShellPage } from './pages/page-route';
import { shellPageReader } from './pages/page-scripts';
import { seoRoutes } from './seo/seo-routes';
import type { ReleaseRegistry } from './releases/release-registry';
import { sendNotBuilt, sendPlainNotFound } from './static-files/file-answers';
import { distDir, isBuilt, servesRemote, shellPageFile } from './static-files/front-ends';
import { isSourceMapPath } from './static-files/source-maps';
import { isApiPath, isPagePath, pathnameOf } from './web-paths';

export interface WebPluginOptions {
  /** Folder holding shell/dist, catalog/dist, cart/dist and account/dist. */
  webRoot: string;
  /** The remotes' live release: /remotes.json names it, pages are rendered with it. */
  releases: ReleaseRegistry;
  /** PUBLIC_URL when it was set: robots.txt and the sitemap name their addresses on it. */
  publicUrl?: string | undefined;
  /** The shop's configured address (PUBLIC_URL, or http://localhost:PORT without it): a page's absolute links. */
  origin: string;
  /** Pages rendered on the server (SERVER_RENDER); off, every page is the shell's page for the browser to render. */
  serverRender?: boolean;
  /** RENDER_FIRST_BYTE_MS: how long a render may take to its first byte (the pool's default without it). */
  renderFirstByteMs?: number;
  /** TRUSTED_ORIGINS: origins besides the shop's own whose pages may post to it (the consent bar's answer). */
  trustedOrigins?: readonly string[];
}

const SEND_OPTIONS = { index: false, dotfiles: 'ignore' } as const;
/**
 * Single-process mode: the shell at /, each remote at /remotes/<name>/, /remotes.json telling the
 * shell where the remotes are, and the shell's index.html for every page route (404 for unknown
 * ones, so crawlers and tests see the status the shell's error page shows).
 */
export const webPlugin = fp(
  async (app: FastifyInstance, options: WebPluginOptions) => {
    const { webRoot, releases } = options;
    const shellPage = shellPageReader(shellPageFile(webRoot));
    const serverRender = options.serverRender ? new ServerRender(app, { webRoot, releases, firstByteMs: options.renderFirstByteMs }) : undefined;
    // The workers start once the server listens (they load the remotes from it), not on the first page.
    if (serverRender) {
      let warming = false;
      app.addHook('onListen', async () => {
        warming = true;
        void serverRender.warmUp().finally(() => (warming = false));
      });
      // Not ready until the first workers have loaded (or failed to): the first pages are rendered.
      app.readinessChecks.push(() => (warming ? 'The pages are not rendered yet.' : null));
    }

    await app.register(fastifyStatic, {
      serve: false,
      // The build writes .br and .gz copies of its text files (tooling's precompress plugin): sent
      // as they are, without compressing per request. Files without a copy are compressed on the fly.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', cacheControlFor(filePath));
      },
    });

    app.get(
      '/remotes.json',
      {
        schema: {
          response: { 200: RemoteLocationsSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', REVALIDATE);
        // The release live when the request came in (the same its answer's policy allows).
        return (request.remoteRelease ?? releases.live()).locations;
      },
    );

    await app.register(seoRoutes, { publicUrl: options.publicUrl });

    app.get<{ Params: { name: string; '*': string } }>('/remotes/:name/*', async (request, reply) => {
      const { name } = request.params;
      if (!servesRemote(webRoot, name)) return reply.callNotFound();
      if (!isBuilt(webRoot, name)) return sendNotBuilt(reply, webRoot, name);
      // Manifests are fetched cross-origin when a remote is deployed elsewhere (ARCHITECTURE.md).
      reply.header('access-control-allow-origin', '*');
      // The raw path, not the decoded parameter: send decodes it itself (no double decoding).
      const file = pathnameOf(request.url).split('/').slice(3).join('/');
      if (isSourceMapPath(file)) return sendPlainNotFound(reply, pathnameOf(request.url));
      return reply.sendFile(file, distDir(webRoot, name), SEND_OPTIONS);
    });

    app.get('/*', async (request, reply) => {
      const pathname = pathnameOf(request.url);
      if (isApiPath(pathname)) return reply.callNotFound();
      if (!isBuilt(webRoot, 'shell')) return sendNotBuilt(reply, webRoot, 'shell');
      const file = pathname.slice(1);
      if (isSourceMapPath(file)) return sendPlainNotFound(reply, pathname);
      // A page's address: no look on disk first.
      if (isPagePath(pathname)) return pageOrOutage(app, request, reply, () => sendShellPage(app, request, reply, { webRoot, serverRender, shellPage, origin: options.origin, releases }));
      // A missing file ends in the not-found handler below, which answers with the shell page.
      return reply.sendFile(file, distDir(webRoot, 'shell'), SEND_OPTIONS);
    });

    await app.register(formPostsToPages, { trustedOrigins: options.trustedOrigins ?? [] });

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = pathnameOf(request.url);
      if (isApiPath(pathname) || (request.method !== 'GET' && request.method !== 'HEAD')) {
        return reply.code(404).send({ error: 'Not Found', message: `There is no route ${request.method} ${pathname}` });
      }
      if (pathname.startsWith('/remotes/')) return sendPlainNotFound(reply, pathname);
      if (!isBuilt(webRoot, 'shell')) return sendNotBuilt(reply, webRoot, 'shell');
      return pageOrOutage(app, request, reply, () => sendShellPage(app, request, reply, { webRoot, serverRender, shellPage, origin: options.origin, releases }));
    });
  },
  { name: 'web', dependencies: ['auth', 'catalog', 'health'] },
);

