import { escapeXml, sitemapIndexXml, urlElements, urlsetXml } from './sitemap-xml';

describe('the sitemap’s XML', () => {
  it('escapes the five characters XML gives entities for', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
  });

  it('writes a page in each language, each naming both languages and the Norwegian one as x-default', () => {
    const alternates =
      '<xhtml:link rel="alternate" hreflang="nb" href="https://shop.example.no/om-oss"/>' +
      '<xhtml:link rel="alternate" hreflang="en" href="https://shop.example.no/en/about-us"/>' +
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://shop.example.no/om-oss"/>';
    expect(urlElements('https://shop.example.no', { nb: '/om-oss', en: '/en/about-us' })).toEqual([
      `<url><loc>https://shop.example.no/om-oss</loc>${alternates}</url>\n`,
      `<url><loc>https://shop.example.no/en/about-us</loc>${alternates}</url>\n`,
    ]);
  });

  it('escapes addresses in locations and in alternates', () => {
    const [element] = urlElements('http://a&b', { nb: '/x', en: '/en/x' });
    expect(element).toContain('<loc>http://a&amp;b/x</loc>');
    expect(element).toContain('href="http://a&amp;b/en/x"');
    expect(sitemapIndexXml(['http://a&b/sitemap-1.xml'])).toContain('<loc>http://a&amp;b/sitemap-1.xml</loc>');
  });

  it('declares the sitemap namespace, and the xhtml one for the alternates', () => {
    expect(urlsetXml([])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n</urlset>\n',
    );
    expect(sitemapIndexXml(['https://s.no/sitemap-1.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n<sitemap><loc>https://s.no/sitemap-1.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
