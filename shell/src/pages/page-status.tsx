import { PAGE_BLOCK_IDS } from '@shop/shared/contracts';
import { createContext, useContext } from 'react';

/**
 * The address the server answered 404 for (a product that does not exist): the page it rendered is
 * the shop's not-found page, and the browser's first render of that address is too, so hydration
 * matches. Null on other pages. Found out in the browser from the page's status block.
 */
const NotFoundPathContext = createContext<string | null>(null);

export const NotFoundPathProvider = NotFoundPathContext.Provider;

export function useIsNotFoundPath(pathname: string): boolean {
  return useContext(NotFoundPathContext) === pathname;
}

/** The block a page rendered on the server carries its status in. */
const PAGE_STATUS_ID = PAGE_BLOCK_IDS.status;

/** The address of this page when the server answered it 404, else null (read once at start). */
export function notFoundPathOfPage(doc: Document = document): string | null {
  const block = doc.getElementById(PAGE_STATUS_ID);
  if (!block) return null;
  block.remove();
  return block.textContent === '404' ? doc.location.pathname : null;
}
