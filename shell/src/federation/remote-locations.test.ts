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

  it('takes a team that joined by configuration under its name, as the founding ones', () => {
    expect(parseRemoteLocations({ backoffice: '/remotes/backoffice/mf-manifest.json' }, 'http://localhost/')).toEqual({
      backoffice: 'http://localhost/remotes/backoffice/mf-manifest.json',
    });
  });

  it('ignores what is no remote’s name, empty and non-string entries, and bodies that are not objects', () => {
    expect(parseRemoteLocations({ Payment: '/x.json', '../x': '/x.json', shell: '/x.json', __proto__x: '/x.json', account: '', cart: 3 }, 'http://localhost/')).toEqual({});
    expect(parseRemoteLocations(null, 'http://localhost/')).toEqual({});
    expect(parseRemoteLocations('catalog', 'http://localhost/')).toEqual({});
  });
});
