import { IMMUTABLE, REVALIDATE, cacheControlFor, isHashedFileName } from './cache-policy';

describe('cacheControlFor', () => {
  it.each([
    'main.3f2a9c1b.js',
    '123.a1b2c3d4e5f6a7b8c9d0.js',
    'src_bootstrap_tsx.0c9e22f47a1b.js',
    'styles.8d7f6e5a.css',
    'static/media/logo.1a2b3c4d.woff2',
  ])('keeps the hashed %s for a year', (file) => {
    expect(isHashedFileName(file)).toBe(true);
    expect(cacheControlFor(file)).toBe(IMMUTABLE);
  });

  it.each(['index.html', 'remoteEntry.js', 'mf-manifest.json', 'mf-stats.json', 'main.js', 'main.bootstrap.js', 'sw.js', 'favicon.ico'])(
    'makes the browser revalidate %s',
    (file) => {
      expect(cacheControlFor(file)).toBe(REVALIDATE);
    },
  );
});

describe('cacheControlFor a precompressed copy', () => {
  it.each([
    ['123.a1b2c3d4e5f6a7b8c9d0.js.br', IMMUTABLE],
    ['styles.8d7f6e5a.css.gz', IMMUTABLE],
    ['remoteEntry.js.br', REVALIDATE],
    ['mf-manifest.json.gz', REVALIDATE],
    ['main.js.br', REVALIDATE],
  ])('caches %s like the file it stands for', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
