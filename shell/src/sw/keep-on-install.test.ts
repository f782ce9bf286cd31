import { keepScriptsTheBrowserHas } from './keep-on-install';

const ORIGIN = 'https://shop.example.no';

function answer(contentType: string, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, type: 'basic', redirected: false, headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } } as unknown as Response;
}

describe('keeping the scripts the browser has while the worker installs', () => {
  it('keeps the listed scripts of its own origin that the HTTP cache holds, and asks the network for nothing', async () => {
    const inHttpCache: Record<string, Response> = {
      [`${ORIGIN}/libraries.0123456789abcdef.js`]: answer('text/javascript; charset=utf-8'),
      [`${ORIGIN}/remotes/catalog/97.0123456789abcdef.js`]: answer('application/javascript'),
      [`${ORIGIN}/shop.0123456789abcdef.css`]: answer('text/css'),
      [`${ORIGIN}/odd.0123456789abcdef.js`]: answer('text/html'),
    };
    const asked: RequestInit[] = [];
    const fetcher = async (url: string, init: RequestInit) => {
      asked.push(init);
      const found = inHttpCache[url];
      if (!found) throw new TypeError('Failed to fetch'); // only-if-cached and not there
      return found;
    };
    const kept: string[] = [];
    const listed = [
      `${ORIGIN}/libraries.0123456789abcdef.js`,
      `${ORIGIN}/remotes/catalog/97.0123456789abcdef.js`,
      `${ORIGIN}/536.0123456789abcdef.js`, // never loaded: not in the HTTP cache
      `${ORIGIN}/shop.0123456789abcdef.css`, // no code cache for a stylesheet
      `${ORIGIN}/odd.0123456789abcdef.js`, // not a script's answer
      'https://remotes.example.no/cart/5.0123456789abcdef.js', // another origin
    ];
    const count = await keepScriptsTheBrowserHas({ put: async (key) => void kept.push(key) }, listed, ORIGIN, fetcher);
    expect(kept).toEqual([`${ORIGIN}/libraries.0123456789abcdef.js`, `${ORIGIN}/remotes/catalog/97.0123456789abcdef.js`]);
    expect(count).toBe(2);
    expect(asked).toHaveLength(4);
    expect(asked.every((init) => init.cache === 'only-if-cached' && init.mode === 'same-origin')).toBe(true);
  });

  it('keeps the others when one cannot be stored', async () => {
    const kept: string[] = [];
    const cache = {
      put: async (key: string) => {
        if (key.includes('first')) throw new Error('QuotaExceededError');
        kept.push(key);
      },
    };
    const listed = [`${ORIGIN}/first.0123456789abcdef.js`, `${ORIGIN}/second.0123456789abcdef.js`];
    expect(await keepScriptsTheBrowserHas(cache, listed, ORIGIN, async () => answer('text/javascript'))).toBe(1);
    expect(kept).toEqual([`${ORIGIN}/second.0123456789abcdef.js`]);
  });
});
