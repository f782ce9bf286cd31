import { pageRequestOf, visitorPageKey } from './page-request';
import { VisitorPageCache } from './visitor-page-cache';

const keyOf = (url: string, cookieHeader = '') => visitorPageKey(pageRequestOf(url, cookieHeader, 'https://shop.example.no')) ?? '';

const page = (text: string, status = 200) => ({ status, html: Buffer.from(text) });

describe('the cache of visitors\' pages', () => {
  const catalog = {};

  test('sends a page again for the same address and consent answer, not for another answer', () => {
    const cache = new VisitorPageCache();
    const unanswered = keyOf('/innbruddsalarm');
    cache.set(unanswered, catalog, 'r1', page('<p>with the consent bar</p>'));
    expect(cache.get(unanswered, catalog, 'r1')?.html.toString()).toBe('<p>with the consent bar</p>');
    expect(cache.get(keyOf('/innbruddsalarm', 'consent=true; enabled-cookies='), catalog, 'r1')).toBeUndefined();
  });

  test('an import (another catalogue) or another release empties it', () => {
    const cache = new VisitorPageCache();
    const key = keyOf('/');
    cache.set(key, catalog, 'r1', page('old'));
    expect(cache.get(key, {}, 'r1')).toBeUndefined();
    cache.set(key, catalog, 'r1', page('old'));
    expect(cache.get(key, catalog, 'r2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  test('keeps at most its number of pages and bytes, dropping the least recently sent', () => {
    const cache = new VisitorPageCache({ maxPages: 2, maxBytes: 10 });
    cache.set('a', catalog, 'r', page('aaaa'));
    cache.set('b', catalog, 'r', page('bbbb'));
    cache.get('a', catalog, 'r');
    cache.set('c', catalog, 'r', page('cccc'));
    expect(cache.get('b', catalog, 'r')).toBeUndefined();
    expect(cache.get('a', catalog, 'r')).toBeDefined();
    cache.set('d', catalog, 'r', page('dddddddd'));
    expect(cache.size).toBe(1);
    cache.set('huge', catalog, 'r', page('x'.repeat(11)));
    expect(cache.get('huge', catalog, 'r')).toBeUndefined();
  });
});
