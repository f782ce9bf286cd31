import { type AnswerFacts, isAssetAnswer, isAssetRequest, looksLikeHashedAsset } from './cache-rules';

const url = (path: string) => new URL(path, 'https://shop.example.no');
const answer = (contentType: string | null, facts: Partial<AnswerFacts> = {}): AnswerFacts => ({ ok: true, type: 'basic', redirected: false, contentType, ...facts });

describe('which requests the service worker answers itself', () => {
  it('takes content-hashed chunks, styles and fonts from any origin', () => {
    expect(isAssetRequest('GET', 'no-cors', url('/853.5fe93bb56435243eeed3.js'))).toBe(true);
    expect(isAssetRequest('GET', 'cors', new URL('https://cdn.example.no/catalog/52.4b281bf9671464858b4d.js'))).toBe(true);
    expect(isAssetRequest('GET', 'cors', url('/assets/inter-latin.8a1b2c3d4e5f6a7b.woff2'))).toBe(true);
  });

  it('leaves the API, remote discovery, manifests, entries and pages to the network', () => {
    for (const path of ['/api/product/list', '/api/x.0123456789abcdef.png', '/remotes.json', '/remotes/catalog/mf-manifest.json', '/remotes/catalog/remoteEntry.js', '/main.js', '/', '/handlekurv']) {
      expect(isAssetRequest('GET', 'no-cors', url(path))).toBe(false);
    }
    expect(isAssetRequest('POST', 'cors', url('/853.5fe93bb56435243eeed3.js'))).toBe(false);
    expect(looksLikeHashedAsset(url('/853.5fe93bb56435243eeed3.js?v=2'))).toBe(false);
  });

  it('never takes a page load, even at an address that looks like a hashed file', () => {
    expect(isAssetRequest('GET', 'navigate', url('/produkter/ABC.0123456789abcdef.png'))).toBe(false);
    expect(isAssetRequest('GET', 'navigate', url('/853.5fe93bb56435243eeed3.js'))).toBe(false);
  });
});

describe('which answers have the shape of a build file', () => {
  it('accepts a readable answer of the type its name says', () => {
    expect(isAssetAnswer(url('/853.5fe93bb56435243eeed3.js'), answer('text/javascript; charset=utf-8'))).toBe(true);
    expect(isAssetAnswer(url('/853.5fe93bb56435243eeed3.js'), answer('application/javascript'))).toBe(true);
    expect(isAssetAnswer(url('/7.3ecd525ad2ee700507d4.css'), answer('text/css; charset=utf-8', { type: 'cors' }))).toBe(true);
    expect(isAssetAnswer(url('/assets/inter.4f2981d82860061bca3e.woff2'), answer('font/woff2'))).toBe(true);
    expect(isAssetAnswer(url('/assets/logo.4f2981d82860061bca3e.PNG'), answer('image/png'))).toBe(true);
  });

  it('refuses an HTML page at a hashed-looking address, whatever its status', () => {
    const page = url('/produkter/ABC.0123456789abcdef.png');
    expect(isAssetAnswer(page, answer('text/html; charset=utf-8'))).toBe(false);
    expect(isAssetAnswer(page, answer('TEXT/HTML'))).toBe(false);
    expect(isAssetAnswer(url('/853.5fe93bb56435243eeed3.js'), answer('text/html'))).toBe(false);
  });

  it('refuses another type than the name says, a missing type, errors, redirects and opaque answers', () => {
    const script = url('/853.5fe93bb56435243eeed3.js');
    expect(isAssetAnswer(script, answer('application/json'))).toBe(false);
    expect(isAssetAnswer(script, answer('image/png'))).toBe(false);
    expect(isAssetAnswer(script, answer(null))).toBe(false);
    expect(isAssetAnswer(script, answer('text/javascript', { ok: false }))).toBe(false);
    expect(isAssetAnswer(script, answer('text/javascript', { redirected: true }))).toBe(false);
    expect(isAssetAnswer(script, answer(null, { type: 'opaque' }))).toBe(false);
    expect(isAssetAnswer(url('/handlekurv'), answer('text/javascript'))).toBe(false);
  });
});
