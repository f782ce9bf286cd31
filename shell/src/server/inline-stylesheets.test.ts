import { inlineTemplateStylesheets, readStylesheets, stylesheetTags, templateStylesheets } from './inline-stylesheets';

const sheet = (name: string) => ({ href: `/remotes/catalog/${name}`, source: `http://127.0.0.1:9/remotes/catalog/${name}` });

describe("a rendered page's stylesheets, inlined", () => {
  it('are <style> elements naming the absolute address the browser would load them from', () => {
    const texts = new Map([[sheet('pages.css').source, '.a{color:red}']]);
    expect(stylesheetTags([sheet('pages.css')], texts, 'https://shop.example')).toBe('<style data-href="https://shop.example/remotes/catalog/pages.css">.a{color:red}</style>');
  });

  it('are linked when their text could not be read', () => {
    expect(stylesheetTags([sheet('pages.css')], new Map(), 'https://shop.example')).toBe('<link rel="stylesheet" href="/remotes/catalog/pages.css">');
  });

  it('cannot end their element early, whatever they contain', () => {
    const texts = new Map([[sheet('pages.css').source, '.a::after{content:"</style><script>"}']]);
    expect(stylesheetTags([sheet('pages.css')], texts)).toBe('<style data-href="/remotes/catalog/pages.css">.a::after{content:"<\\/style><script>"}</style>');
  });

  it("replace the template's own links, leaving one whose text is unknown linked", () => {
    const html = '<head><link rel=stylesheet href=/803.abc.css><link rel="stylesheet" href="/9.def.css"><link rel=icon href=x></head>';
    expect(templateStylesheets(html, 'http://127.0.0.1:9').map((found) => found.source)).toEqual(['http://127.0.0.1:9/803.abc.css', 'http://127.0.0.1:9/9.def.css']);
    const texts = new Map([['http://127.0.0.1:9/803.abc.css', 'body{margin:0}']]);
    expect(inlineTemplateStylesheets(html, 'http://127.0.0.1:9', texts)).toBe(
      '<head><style data-href="803.abc.css">body{margin:0}</style><link rel="stylesheet" href="/9.def.css"><link rel=icon href=x></head>',
    );
  });

  it("keep their files' pictures and fonts: a reference relative to the file is made to hold in the page", () => {
    const css = '@font-face{src:url(assets/inter.woff2) format("woff2")}.a{background:url("../img/a.png")}.b{background:url(data:image/png;base64,AA==)}.c{mask:url(/x.svg#m)}.d{fill:url(#grad)}';
    const html = '<head><link rel=stylesheet href=/803.abc.css></head>';
    expect(inlineTemplateStylesheets(html, 'http://127.0.0.1:9', new Map([['http://127.0.0.1:9/803.abc.css', css]]))).toContain('@font-face{src:url(/assets/inter.woff2) format("woff2")}');
    const inlined = stylesheetTags([sheet('pages.css')], new Map([[sheet('pages.css').source, css]]), 'https://shop.example');
    expect(inlined).toContain('url(/remotes/catalog/assets/inter.woff2)');
    expect(inlined).toContain('url("/remotes/img/a.png")');
    expect(inlined).toContain('url(data:image/png;base64,AA==)');
    expect(inlined).toContain('url(/x.svg#m)');
    expect(inlined).toContain('url(#grad)');
  });

  it('keep a reference relative to a stylesheet on another host on that host', () => {
    const cdnSheet = { href: 'https://cdn.example/catalog/pages.css', source: 'https://cdn.example/catalog/pages.css' };
    expect(stylesheetTags([cdnSheet], new Map([[cdnSheet.source, '.a{background:url(a.png)}']]))).toContain('url(https://cdn.example/catalog/a.png)');
  });

  describe('read once per worker', () => {
    const realFetch = global.fetch;
    afterEach(() => {
      global.fetch = realFetch;
    });

    it('keeps the texts that could be read, each address once', async () => {
      const fetched: string[] = [];
      global.fetch = jest.fn(async (address: string) => {
        fetched.push(address);
        if (address.endsWith('gone.css')) return { ok: false, text: async () => 'Not found' };
        return { ok: true, text: async () => `/* ${address} */` };
      }) as unknown as typeof fetch;
      const texts = await readStylesheets(['http://x/a.css', 'http://x/gone.css', 'http://x/a.css']);
      expect(fetched).toEqual(['http://x/a.css', 'http://x/gone.css']);
      expect([...texts.keys()]).toEqual(['http://x/a.css']);
    });
  });
});
