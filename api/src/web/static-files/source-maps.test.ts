import { isSourceMapPath } from './source-maps';

describe('isSourceMapPath', () => {
  it.each(['main.js.map', '853.5fe93bb56435243eeed3.js.map', 'styles.8d7f6e5a.css.MAP', 'main.js.map.br', 'main.js.map.gz', 'main.js%2emap', 'main.js%2Emap', 'a/b%2Fc.js.map'])(
    'takes %s for a source map',
    (path) => {
      expect(isSourceMapPath(path)).toBe(true);
    },
  );

  it.each(['main.js', 'mf-manifest.json', 'hashed-files.json', 'sitemap', 'main.js.br', '%E0%A4%A.js', 'maps/x.js'])('serves %s as before', (path) => {
    expect(isSourceMapPath(path)).toBe(false);
  });
});
