import { createHash } from 'node:crypto';
import { sitemapPages } from './src/web/seo/sitemap-pages';
import { urlElements, urlsetXml } from './src/web/seo/sitemap-xml';
const cpuMs = (f: () => unknown) => { const c = process.cpuUsage(); const r = f(); const u = process.cpuUsage(c); return [Math.round((u.user + u.system) / 1000), r] as const; };
for (let k = 0; k < 3; k++) {
const products = Array.from({ length: 50_000 }, (_, i) => ({ skuId: `AJAX-HUB2-${i}`, category: 'innbruddsalarm' as const }));
const [a, pages] = cpuMs(() => sitemapPages({ products }));
const [b, els] = cpuMs(() => (pages as ReturnType<typeof sitemapPages>).flatMap((p) => urlElements('https://butikk.example.no', p)));
const e = els as string[];
const [c] = cpuMs(() => e.map((x) => Buffer.byteLength(x)));
const [d, xml] = cpuMs(() => urlsetXml(e.slice(0, 50000)));
const [f, buf] = cpuMs(() => Buffer.from(xml as string));
const [g] = cpuMs(() => createHash('sha1').update(buf as Buffer).digest('base64url'));
console.log({ pages: a, elements: b, byteLength: c, join: d, buffer: f, sha1: g });
}
