import type { ApiProcess } from '../api-process';
import type { Customer } from '../shop-client';

export interface RenderedPages {
  /** Pages asked for, through nginx and from each process directly. */
  asked: number;
  /** Of those, the ones rendered on the server (now or from a process's cache of visitors' pages). */
  rendered: number;
  /** Visitors' pages with a price in them (must be none). */
  visitorPriced: number;
  /** The customer's pages rendered with prices and answered `private, no-store`. */
  customerPricedPrivate: number;
  customerAsked: number;
}

/**
 * Every process renders the shop's pages (its own workers, loading the remotes from itself):
 * a visitor's category and product pages, and a logged-in customer's priced page, through nginx
 * and from each process directly.
 */
export async function pagesRendered(nginxUrl: string, processes: ApiProcess[], customer: Customer, sku: string): Promise<RenderedPages> {
  const result: RenderedPages = { asked: 0, rendered: 0, visitorPriced: 0, customerPricedPrivate: 0, customerAsked: 0 };
  const origins = [nginxUrl, nginxUrl, nginxUrl, ...processes.map((api) => api.url)];
  for (const origin of origins) {
    for (const path of ['/innbruddsalarm', `/produkter/${encodeURIComponent(sku)}`, '/en/intruder-alarm']) {
      const answer = await fetch(`${origin}${path}`);
      const html = await answer.text();
      result.asked += 1;
      if (answer.status === 200 && answer.headers.get('x-page-render') !== 'browser' && html.includes('data-boundary="catalog"')) result.rendered += 1;
      if (/"price"\s*:/.test(html)) result.visitorPriced += 1;
    }
    const priced = await fetch(`${origin}/produkter/${encodeURIComponent(sku)}`, { headers: { cookie: customer.cookie } });
    const html = await priced.text();
    result.customerAsked += 1;
    if (/"price"\s*:\s*\d/.test(html) && priced.headers.get('cache-control') === 'private, no-store') result.customerPricedPrivate += 1;
  }
  return result;
}
