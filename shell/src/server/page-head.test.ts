import { headTags, withPageHead } from './page-head';

const parts = {
  title: 'Innbruddsalarm - Sikkerhetsgrossisten',
  description: 'Sikkerhetsgrossisten – alt for forhandlere',
  origin: 'https://shop.example',
  canonicalPath: '/innbruddsalarm',
};

describe("a rendered page's head", () => {
  test('names the page, its one address and the same page in each language, Norwegian by default', () => {
    const head = headTags(parts);
    expect(head).toContain('<title>Innbruddsalarm - Sikkerhetsgrossisten</title>');
    expect(head).toContain('<meta name="description" content="Sikkerhetsgrossisten – alt for forhandlere">');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/innbruddsalarm">');
    expect(head).toContain('<link rel="alternate" hreflang="nb" href="https://shop.example/innbruddsalarm">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/en/intruder-alarm">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/innbruddsalarm">');
    expect(head).not.toContain('ld+json');
  });

  test("takes a product's own title, description, address and schema.org data from its page", () => {
    const product = { '@context': 'https://schema.org', '@type': 'Product', name: 'Dome <4 MP>', sku: 'AUV-D4-1' };
    const head = headTags(
      withPageHead({ ...parts, canonicalPath: '/produkter/AUV-D4-1' }, { title: 'Dome <4 MP>', description: 'IR 30 m', canonicalPath: '/kameraovervakning/AUV-D4-1', structuredData: product }, 'Sikkerhetsgrossisten'),
    );
    expect(head).toContain('<title>Dome &lt;4 MP&gt; - Sikkerhetsgrossisten</title>');
    expect(head).toContain('<link rel="canonical" href="https://shop.example/kameraovervakning/AUV-D4-1">');
    // The spec keeps the Norwegian segment in English product addresses.
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/en/kameraovervakning/AUV-D4-1">');
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/.exec(head)?.[1] ?? '';
    expect(JSON.parse(json)).toEqual(product);
  });

  test("keeps a list's page number in its one address and in each language's", () => {
    const head = headTags(withPageHead(parts, { canonicalQuery: '?page=3' }, 'Sikkerhetsgrossisten'));
    expect(head).toContain('<link rel="canonical" href="https://shop.example/innbruddsalarm?page=3">');
    expect(head).toContain('<link rel="alternate" hreflang="en" href="https://shop.example/en/intruder-alarm?page=3">');
    expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://shop.example/innbruddsalarm?page=3">');
  });
});
