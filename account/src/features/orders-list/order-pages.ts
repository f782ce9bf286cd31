// Paging of the orders list: which page the address names, what to ask the API for, and where an
// answered page stands among all the orders. Pure functions, so the rules are tested on their own.
import { ORDERS_PAGE } from '@shop/shared/contracts';

/** Orders per page: the most the API gives at once. */
const ORDERS_PER_PAGE = ORDERS_PAGE.max;

/**
 * The query parameter holding the page number (`/min-side/ordre?page=2`). One name in both
 * languages: the language switch keeps the query as it is.
 */
export const PAGE_PARAM = 'page';

/** The API takes offsets up to 1,000,000; a page beyond that is never asked for. */
const HIGHEST_PAGE = Math.floor(1_000_000 / ORDERS_PER_PAGE) + 1;

/** The page an address names: a whole number from 1; anything else (missing, 0, "abc") is page 1. */
export function pageOfQuery(value: string | null): number {
  if (value === null || !/^\d{1,9}$/.test(value)) return 1;
  return Math.min(Math.max(Number(value), 1), HIGHEST_PAGE);
}

/** What to ask the API for to get page `page` (1 and up). */
export function pageRequest(page: number): { limit: number; offset: number } {
  return { limit: ORDERS_PER_PAGE, offset: (page - 1) * ORDERS_PER_PAGE };
}

/** Where a page stands: "orders first–last of total", and the pages before and after it, if any. */
export interface PageSpan {
  page: number;
  pageCount: number;
  first: number;
  last: number;
  total: number;
  previous: number | null;
  next: number | null;
}

/**
 * The span of an answered page. A page past the end (an old link, orders gone) is empty: its
 * "previous" is the last page that has orders, so the person is one step from them.
 */
export function pageSpan(answer: { shown: number; total: number; limit: number; offset: number }): PageSpan {
  const { shown, total, limit, offset } = answer;
  const page = Math.floor(offset / limit) + 1;
  const pageCount = Math.max(1, Math.ceil(total / limit));
  return {
    page,
    pageCount,
    first: offset + 1,
    last: offset + shown,
    total,
    previous: page > 1 ? Math.min(page - 1, pageCount) : null,
    next: page < pageCount ? page + 1 : null,
  };
}

/** The query of `page`, other parameters kept; page 1 is the list's plain address. */
export function queryOfPage(search: string, page: number): string {
  const params = new URLSearchParams(search);
  if (page <= 1) params.delete(PAGE_PARAM);
  else params.set(PAGE_PARAM, String(page));
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
