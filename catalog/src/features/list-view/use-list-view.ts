import { useLocale, useShopStore } from '@shop/shared';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ListRequest } from '../../state/catalog-state';
import { type ListView, listViewFromParams, listViewToParams, PAGE_SIZE, viewKey } from './list-view-url';

/**
 * The list view of the page address (sort, filters, page), what to load for it, and a way to
 * change it: a change is a new history entry, so back and forward step through the views.
 */
export function useListView() {
  const [params, setParams] = useSearchParams();
  const loggedIn = useShopStore((state) => state.isLoggedIn);
  const locale = useLocale();
  const view = listViewFromParams(params, loggedIn);
  const key = viewKey(view, locale);
  const { page } = view;
  // The same object while the address means the same list, so loads depending on it run once.
  const request = useMemo<ListRequest>(
    () => ({ view: Object.fromEntries(new URLSearchParams(key)), start: (page - 1) * PAGE_SIZE }),
    [key, page],
  );
  const change = useCallback(
    (patch: Partial<Omit<ListView, 'page'>>) => setParams((current) => listViewToParams(current, { ...listViewFromParams(current, loggedIn), ...patch, page: 1 })),
    [setParams, loggedIn],
  );
  return { view, key, request, change, params };
}
