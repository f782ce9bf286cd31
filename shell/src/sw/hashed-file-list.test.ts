import { listedAssets, remoteListUrls } from './hashed-file-list';

describe('a build\'s list of hashed files', () => {
  const list = new URL('https://cdn.example.no/catalog/v42/hashed-files.json');

  it('allows the files it names, inside its own folder', () => {
    const files = ['52.4b281bf9671464858b4d.js', '__federation_expose_Pages.c62af6b09392ac051061.css', 'assets/inter-latin.8a1b2c3d4e5f6a7b.woff2'];
    expect(listedAssets({ files }, list)).toEqual([
      'https://cdn.example.no/catalog/v42/52.4b281bf9671464858b4d.js',
      'https://cdn.example.no/catalog/v42/__federation_expose_Pages.c62af6b09392ac051061.css',
      'https://cdn.example.no/catalog/v42/assets/inter-latin.8a1b2c3d4e5f6a7b.woff2',
    ]);
  });

  it('cannot vouch for pages, other folders, other origins or files that are not hashed', () => {
    const files = [
      '/produkter/ABC.0123456789abcdef.png',
      '../../produkter/ABC.0123456789abcdef.png',
      '%2e%2e/%2e%2e/produkter/ABC.0123456789abcdef.png',
      'assets/../../v41/52.4b281bf9671464858b4d.js',
      'https://shop.example.no/produkter/ABC.0123456789abcdef.png',
      '//shop.example.no/produkter/ABC.0123456789abcdef.png',
      'data:text/html,x.0123456789abcdef.png',
      '..\\x.0123456789abcdef.png',
      '52.4b281bf9671464858b4d.js?x=1',
      'remoteEntry.js',
      'index.html',
      '52.4b281bf9671464858b4d.js.map',
      42,
    ];
    expect(listedAssets({ files }, list)).toEqual([]);
  });

  it('ignores an answer that is not a list', () => {
    for (const answer of [null, 'x', [], { files: 'a.0123456789abcdef.js' }, {}]) expect(listedAssets(answer, list)).toEqual([]);
  });
});

describe('where the remotes\' lists are', () => {
  const remotesUrl = new URL('https://shop.example.no/remotes.json');

  it('beside each remote\'s manifest, on the remote\'s own origin or the shop\'s', () => {
    const remotes = { catalog: 'https://cdn.example.no/catalog/v42/mf-manifest.json', cart: '/remotes/cart/mf-manifest.json', account: 'http://127.0.0.1:4001/mf-manifest.json' };
    expect(remoteListUrls(remotes, remotesUrl).map(String)).toEqual([
      'https://cdn.example.no/catalog/v42/hashed-files.json',
      'https://shop.example.no/remotes/cart/hashed-files.json',
      'http://127.0.0.1:4001/hashed-files.json',
    ]);
  });

  it('skips what is not a web address', () => {
    expect(remoteListUrls({ catalog: 'javascript:alert(1)', cart: 7, account: 'http://[' }, remotesUrl)).toEqual([]);
    expect(remoteListUrls(null, remotesUrl)).toEqual([]);
  });
});
