import { robotsTxt } from './robots-txt';

describe('robots.txt', () => {
  it('keeps the given paths out before it allows the rest, and names the sitemap by its absolute address', () => {
    expect(robotsTxt('https://shop.example.no', ['/api', '/min-side'])).toBe(
      'User-agent: *\nDisallow: /api\nDisallow: /min-side\nAllow: /\n\nSitemap: https://shop.example.no/sitemap.xml\n',
    );
  });
});
