import { isCacheableAsset } from './cache-rules';

const url = (path: string) => new URL(path, 'https://shop.example.no');

describe('service worker cache rules', () => {
  it('caches content-hashed chunks, styles and fonts from any origin', () => {
    expect(isCacheableAsset(url('/853.5fe93bb56435243eeed3.js'), 'GET')).toBe(true);
    expect(isCacheableAsset(new URL('https://cdn.example.no/catalog/52.4b281bf9671464858b4d.js'), 'GET')).toBe(true);
    expect(isCacheableAsset(url('/assets/inter-latin.8a1b2c3d4e5f6a7b.woff2'), 'GET')).toBe(true);
  });

  it('never caches the API, remote discovery, manifests, entries or pages', () => {
    for (const path of ['/api/product/list', '/remotes.json', '/remotes/catalog/mf-manifest.json', '/remotes/catalog/remoteEntry.js', '/main.js', '/', '/handlekurv']) {
      expect(isCacheableAsset(url(path), 'GET')).toBe(false);
    }
    expect(isCacheableAsset(url('/853.5fe93bb56435243eeed3.js'), 'POST')).toBe(false);
  });
});
