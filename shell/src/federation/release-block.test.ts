import { RELEASE_BLOCK_ID, takeRenderedRelease } from './release-block';

function pageWith(text: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  const block = doc.createElement('script');
  block.type = 'application/json';
  block.id = RELEASE_BLOCK_ID;
  block.textContent = text;
  doc.head.append(block);
  return doc;
}

describe('the releases a rendered page names', () => {
  test('are read once and taken out of the page', () => {
    const doc = pageWith('{"catalog":"/remotes/catalog/mf-manifest.json","cart":"https://cdn.example/cart/mf-manifest.json"}');
    expect(takeRenderedRelease(doc)).toEqual({ catalog: '/remotes/catalog/mf-manifest.json', cart: 'https://cdn.example/cart/mf-manifest.json' });
    expect(doc.getElementById(RELEASE_BLOCK_ID)).toBeNull();
  });

  test('a page the browser renders names none, and a broken block counts as none', () => {
    expect(takeRenderedRelease(document.implementation.createHTMLDocument('page'))).toBeNull();
    expect(takeRenderedRelease(pageWith('{not json'))).toBeNull();
  });
});
