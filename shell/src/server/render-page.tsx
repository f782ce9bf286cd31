import { PassThrough, type Readable } from 'node:stream';
import { RenderScopeProvider, createRenderScope, loadLocaleTexts, localeOfPath, type RemoteLocations } from '@shop/shared';
import type { SessionUser } from '@shop/shared/contracts';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ShopRoutes } from '../app/shop-router';
import { registerShopRemotes } from '../federation/remote-registry';

export interface RenderPageRequest {
  /** The page's address: path and query. */
  url: string;
  /** Each remote's manifest (absolute address): the releases the page is rendered with. */
  remotes: Partial<RemoteLocations>;
  /** Who is logged in, as the session cookie says; null for a visitor. */
  user: SessionUser | null;
}

export interface RenderedPage {
  /** The page's markup: the shell's first, then each remote's part as it is ready. */
  body: Readable;
}

/**
 * Renders one page on the server, streamed: resolves when the shell's part is ready, and each
 * remote slot (in a Suspense boundary of its own) follows in the stream when its remote has
 * rendered. Every render has its own language and stores (the kernel's render scope), so renders
 * running side by side never see each other's.
 */
export async function renderPage(request: RenderPageRequest): Promise<RenderedPage> {
  const locale = localeOfPath(new URL(request.url, 'http://shop').pathname);
  await loadLocaleTexts(locale);
  registerShopRemotes(request.remotes);
  const scope = createRenderScope(locale, request.user);
  const body = new PassThrough();
  return new Promise((resolve, reject) => {
    const stream = renderToPipeableStream(
      <RenderScopeProvider scope={scope}>
        <StaticRouter location={request.url}>
          <ShopRoutes />
        </StaticRouter>
      </RenderScopeProvider>,
      {
        onShellReady: () => {
          stream.pipe(body);
          resolve({ body });
        },
        onShellError: reject,
        // A remote part that fails is rendered again in the browser (its boundary's fallback).
        onError: () => undefined,
      },
    );
  });
}
