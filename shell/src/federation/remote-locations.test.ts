import { parseRemoteLocations } from './remote-locations';

describe('parseRemoteLocations', () => {
  it('resolves relative entries against the page and keeps absolute ones', () => {
    expect(
      parseRemoteLocations(
        { catalog: '/remotes/catalog/mf-manifest.json', cart: 'https://cdn.example.no/cart/mf-manifest.json' },
        'http://localhost:8080/handlekurv',
      ),
    ).toEqual({
      catalog: 'http://localhost:8080/remotes/catalog/mf-manifest.json',
      cart: 'https://cdn.example.no/cart/mf-manifest.json',
    });
  });

  it('ignores unknown names, empty and non-string entries, and bodies that are not objects', () => {
    expect(parseRemoteLocations({ payment: '/x.json', account: '', cart: 3 }, 'http://localhost/')).toEqual({});
    expect(parseRemoteLocations(null, 'http://localhost/')).toEqual({});
    expect(parseRemoteLocations('catalog', 'http://localhost/')).toEqual({});
  });
});
