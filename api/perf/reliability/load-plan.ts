import type { Customer } from './shop-client';

/** One kind of request of the mixed traffic, with its share of the connections. */
export interface Stream {
  route: string;
  /** Share of the connections. */
  share: number;
  method?: 'GET' | 'POST';
  /** The path of the n-th request. */
  path: (n: number) => string;
  /** Whose session the n-th request carries (logged-in streams). */
  customer?: boolean;
  body?: (n: number, customer: Customer) => { body: string; headers: Record<string, string> };
}

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;
const SEARCHES = ['kamera', 'hikvision', 'dome', 'røykvarsler', 'kortleser', 'alarm', 'ip kamera 4mp', 'sirene', 'lås', 'bevegelsesdetektor'];

/** The mixed traffic of the shop: visitors browsing and searching, customers reading priced pages and checking out. */
export function streams(categories: string[], skus: string[], run: string): Stream[] {
  return [
    { route: 'GET /api/product/menu', share: 0.05, path: () => '/api/product/menu' },
    { route: 'GET /api/product/featured', share: 0.05, path: () => '/api/product/featured' },
    { route: 'GET /api/product/list?category', share: 0.1, path: (n) => `/api/product/list?category=${pick(categories, n)}` },
    { route: 'GET /api/product/search', share: 0.15, path: (n) => `/api/product/search?search=${encodeURIComponent(pick(SEARCHES, n))}` },
    { route: 'GET /api/product/detail/:id', share: 0.2, path: (n) => `/api/product/detail/${pick(skus, n * 7)}` },
    { route: 'GET /api/productUser/list?category', share: 0.1, customer: true, path: (n) => `/api/productUser/list?category=${pick(categories, n)}` },
    { route: 'GET /api/productUser/detail/:id (add to cart)', share: 0.2, customer: true, path: (n) => `/api/productUser/detail/${pick(skus, n * 13)}` },
    {
      route: 'POST /api/orders (check out)',
      share: 0.15,
      method: 'POST',
      customer: true,
      path: () => '/api/orders',
      body: (n, customer) => {
        const key = `load-${run}-${n}`;
        const lineItems = [0, 1, 2].map((line) => ({ SkuId: pick(skus, n * 3 + line), Quantity: 1 + ((n + line) % 4) }));
        return {
          body: JSON.stringify({ customer: customer.userId, customerReference: key, lineItems }),
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
        };
      },
    },
  ];
}
