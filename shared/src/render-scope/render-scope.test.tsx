/**
 * @jest-environment node
 */
import { Suspense, use } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { useTranslation } from 'react-i18next';
import { i18n, loadLocaleTexts } from '../i18n/i18n';
import type { Locale } from '../routes/route-table';
import { shopStore } from '../store/shop-store';
import { useShopStore } from '../store/use-shop-store';
import { testUser } from '../test-support/fixtures';
import type { SessionUser } from '../contracts/auth';
import { createRenderScope, RenderScopeProvider } from './render-scope';

/** What a header shows: who is logged in, in the page's language. */
function Who() {
  const { t } = useTranslation();
  const name = useShopStore((state) => state.user?.name ?? t('header.login'));
  return <p>{name}</p>;
}

/** Shows `Who` again once `later` resolves: the render is suspended meanwhile, and others run. */
function Later({ later }: { later: Promise<void> }) {
  use(later);
  return <Who />;
}

function deferred() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

async function renderScoped(locale: Locale, user: SessionUser | null, later: Promise<void>): Promise<string> {
  const scope = createRenderScope(locale, user);
  const stream = await renderToReadableStream(
    <RenderScopeProvider scope={scope}>
      <Who />
      <Suspense fallback={<p>…</p>}>
        <Later later={later} />
      </Suspense>
    </RenderScopeProvider>,
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  return html;
}

describe('a render scope', () => {
  beforeAll(() => loadLocaleTexts('en'));

  it('keeps the language and the session of each of several renders suspended side by side', async () => {
    const kari = testUser({ name: 'Kari Nordmann' });
    const first = deferred();
    const second = deferred();
    const norwegianRetailer = renderScoped('nb', kari, first.promise);
    const englishVisitor = renderScoped('en', null, second.promise);
    // The second render finishes first: each picks up where it was, with its own scope.
    second.resolve();
    await new Promise((resolve) => setTimeout(resolve, 10));
    first.resolve();
    const [nb, en] = await Promise.all([norwegianRetailer, englishVisitor]);
    expect(nb.match(/<p>([^<]*)<\/p>/g)).toEqual(['<p>Kari Nordmann</p>', '<p>Kari Nordmann</p>']);
    expect(en.match(/<p>([^<]*)<\/p>/g)).toEqual(['<p>Login</p>', '<p>Login</p>']);
  });

  it('leaves the page-wide store and language alone', async () => {
    await renderScoped('en', testUser(), Promise.resolve());
    expect(shopStore.getState().user).toBeNull();
    expect(i18n.language).toBe('nb');
  });
});
