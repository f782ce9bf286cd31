import { dataBlock, documentStart, splitTemplate } from './page-document';

const built =
  '<!doctype html><html lang=nb><head><title>Sikkerhetsgrossisten</title><script defer src=/main.js></script></head>' +
  '<body><div id=root></div></body></html>';

describe('the page around a rendered page', () => {
  test('cuts the built page at its empty root', () => {
    const template = splitTemplate(built);
    expect(template.before).toMatch(/<body><div id=root>$/);
    expect(template.after).toBe('</div></body></html>');
  });

  test("leaves out the built page's note for a page the server did not render", () => {
    const withNote = built.replace('<div id=root></div>', '<div id=root></div><noscript><p lang=nb>Last inn siden på nytt</p></noscript>');
    const template = splitTemplate(withNote);
    expect(template.before).toMatch(/<body><div id=root>$/);
    expect(template.after).toBe('</div></body></html>');
  });

  test('a page without an empty root cannot be rendered into', () => {
    expect(() => splitTemplate('<html><body><main></main></body></html>')).toThrow(/no empty root/);
  });

  test("puts the page's language on <html> and the data blocks at the end of <head>", () => {
    const start = documentStart(splitTemplate(built), 'en', '<script type="application/json" id="x">{}</script>');
    expect(start).toMatch(/^<!doctype html><html lang=en><head>/);
    expect(start).toContain('<script defer src=/main.js></script><script type="application/json" id="x">{}</script></head>');
    // The page's own title comes with its head tags.
    expect(start).not.toContain('<title>Sikkerhetsgrossisten</title>');
  });

  test('a data block cannot be ended by the text it carries', () => {
    const block = dataBlock('shop-session', { name: '</script><script>alert(1)</script>' });
    expect(block.match(/<\/script>/g)).toHaveLength(1);
    expect(JSON.parse(block.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''))).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
