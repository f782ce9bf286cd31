import { pageStylesheets, remoteStylesheets } from './remote-stylesheets';

const MANIFEST = {
  exposes: [
    { name: 'Pages', assets: { css: { sync: ['pages.css'], async: ['carousel.css'] } } },
    { name: 'AddToCart', assets: { css: { sync: ['add.css'], async: ['pages.css', 'reorder.css'] } } },
    { name: 'ReorderButton', assets: { css: { sync: ['reorder.css'], async: ['pages.css'] } } },
  ],
};

describe('the stylesheets a rendered page carries', () => {
  const realFetch = global.fetch;
  beforeEach(() => {
    global.fetch = jest.fn(async () => ({ json: async () => MANIFEST })) as unknown as typeof fetch;
  });
  afterEach(() => {
    global.fetch = realFetch;
  });

  it("are the owner's pages with the parts they load lazily, and every placed component's, beside the public manifest", async () => {
    const sheets = await remoteStylesheets({ catalog: 'http://127.0.0.1:9/remotes/catalog/mf-manifest.json' }, { catalog: '/remotes/catalog/mf-manifest.json' });
    expect(pageStylesheets(sheets, 'catalog').map((sheet) => sheet.href)).toEqual([
      '/remotes/catalog/pages.css',
      '/remotes/catalog/carousel.css',
      '/remotes/catalog/add.css',
      '/remotes/catalog/reorder.css',
    ]);
    // A component's own stylesheets only: not those of the modules its manifest entry lists beside them.
    expect(pageStylesheets(sheets, 'shell').map((sheet) => sheet.href)).toEqual(['/remotes/catalog/add.css', '/remotes/catalog/reorder.css']);
  });

  it('are read where this process reaches the remote, which may not be where the browser does', async () => {
    const sheets = await remoteStylesheets({ catalog: 'http://127.0.0.1:9/remotes/catalog/mf-manifest.json' }, { catalog: '/remotes/catalog/mf-manifest.json' });
    expect(pageStylesheets(sheets, 'catalog')[0]).toEqual({ href: '/remotes/catalog/pages.css', source: 'http://127.0.0.1:9/remotes/catalog/pages.css' });
  });
});
