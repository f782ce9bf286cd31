import { parseRemoteManifest } from './remote-manifest';

const manifest = (remoteEntry: object, globalName = 'catalog') => ({ id: 'catalog', metaData: { globalName, remoteEntry } });

describe('parseRemoteManifest', () => {
  it('finds the entry beside the manifest, wherever the manifest lives', () => {
    expect(parseRemoteManifest(manifest({ name: 'remoteEntry.js', path: '' }), 'https://cdn.example.no/catalog/7/mf-manifest.json')).toEqual({
      globalName: 'catalog',
      entryUrl: 'https://cdn.example.no/catalog/7/remoteEntry.js',
    });
    expect(parseRemoteManifest(manifest({ name: 'remoteEntry.js', path: 'js/' }), 'http://localhost:8080/remotes/cart/mf-manifest.json').entryUrl).toBe(
      'http://localhost:8080/remotes/cart/js/remoteEntry.js',
    );
  });

  it('refuses a body that is not a manifest or names no usable global', () => {
    expect(() => parseRemoteManifest({ hello: 'world' }, 'http://localhost/m.json')).toThrow('is not a remote manifest');
    expect(() => parseRemoteManifest(null, 'http://localhost/m.json')).toThrow('is not a remote manifest');
    expect(() => parseRemoteManifest(manifest({ name: 'remoteEntry.js' }, 'alert(1)'), 'http://localhost/m.json')).toThrow('is not a remote manifest');
  });
});
