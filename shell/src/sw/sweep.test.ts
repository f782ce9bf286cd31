import { type CacheStore, withoutNonAssets } from './sweep';

/** A kept answer as the Cache API gives it back. */
function kept(contentType: string, status = 200): Response {
  return { ok: status >= 200 && status < 300, status, type: 'basic', redirected: false, headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? contentType : null) } } as unknown as Response;
}

/** Caches by name, each a map from URL to answer. */
function cacheStore(contents: Record<string, Record<string, Response>>): CacheStore {
  return {
    keys: async () => Object.keys(contents),
    open: async (name) => {
      const entries = contents[name]!;
      return {
        keys: async () => Object.keys(entries).map((url) => ({ url }) as Request),
        match: async (request) => entries[typeof request === 'string' ? request : (request as Request).url],
        delete: async (request) => delete entries[typeof request === 'string' ? request : (request as Request).url],
      };
    },
  };
}

describe('the sweep at logout', () => {
  it('deletes every kept page and any answer that is not a hashed file of its kind, in every cache', async () => {
    const contents = {
      'shop-assets-v2': {
        'https://shop.example.no/853.5fe93bb56435243eeed3.js': kept('text/javascript; charset=utf-8'),
        'https://shop.example.no/produkter/ABC.0123456789abcdef.png': kept('text/html; charset=utf-8', 404),
        'https://shop.example.no/min-side.0123456789abcdef.js': kept('text/html; charset=utf-8'),
      },
      other: { 'https://shop.example.no/api/auth/user/1': kept('application/json') },
    };
    expect(await withoutNonAssets(cacheStore(contents))).toBe(3);
    expect(Object.keys(contents['shop-assets-v2'])).toEqual(['https://shop.example.no/853.5fe93bb56435243eeed3.js']);
    expect(contents.other).toEqual({});
  });
});
