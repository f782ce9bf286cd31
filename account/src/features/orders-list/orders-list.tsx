import { useShopStore } from '@shop/shared';
import { lazy, Suspense, useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { type OrdersPage, fetchOrders } from '../../api/orders-api';
import { LoadState } from '../../forms/load-state';
import { useLoad } from '@shop/shared/forms';
import { PAGE_PARAM, pageOfQuery, pageRequest } from './order-pages';
import styles from './orders-list.module.css';

// The table, its lines, the pager and the reorder slot come in a chunk of their own: the account's
// other pages (login above all) should not pay for them. It is fetched beside the orders, not after.
const loadView = () => import('./orders-page-view');
const OrdersPageView = lazy(() => loadView().then((module) => ({ default: module.OrdersPageView })));
// The person's orders waiting for approval (or decided): a chunk of its own too, with its texts.
const OwnRequests = lazy(() => import(/* webpackChunkName: "own-requests" */ '../order-requests/own-requests').then((module) => ({ default: module.OwnRequests })));

/**
 * After a change of page the links that were used are gone (the list shows "Loading …" first):
 * focus goes to the list's heading, so keyboard and screen-reader users start at the new page's
 * top instead of at the top of the document. Not on the first render: nothing was chosen yet.
 */
function useFocusWhenChanged(value: number) {
  const target = useRef<HTMLHeadingElement>(null);
  const shown = useRef(value);
  useEffect(() => {
    if (shown.current === value) return;
    shown.current = value;
    target.current?.focus();
  }, [value]);
  return target;
}

/**
 * The user's orders, newest first, a page at a time; the page is in the address (`?page=2`). Above
 * them, the user's own orders sent for approval, with their state.
 */
export function OrdersList() {
  const { t } = useTranslation('account');
  const userId = useShopStore((state) => state.user?.id ?? null);
  const [params] = useSearchParams();
  const page = pageOfQuery(params.get(PAGE_PARAM));
  const heading = useFocusWhenChanged(page);
  const rangeId = useId();
  // Spec §7: called only when a user id exists. Each page is its own load: a new page reads as loading at once.
  const { loaded, reload } = useLoad<OrdersPage>(userId === null ? null : `${userId}/${page}`, () =>
    fetchOrders(userId as string, pageRequest(page)),
  );
  // A failure is left to the view's own render, which brings it to the page's error handling.
  useEffect(() => {
    loadView().catch(() => undefined);
  }, []);
  const stillLoading = (
    <p role="status" aria-busy="true">
      {t('account.loading')}
    </p>
  );
  return (
    <section>
      <h1 ref={heading} tabIndex={-1} className={styles.heading}>
        {t('account.ordersHeading')}
      </h1>
      <Suspense fallback={null}>
        <OwnRequests />
      </Suspense>
      <LoadState loaded={loaded} reload={reload}>
        {(answer) => (
          <Suspense fallback={stillLoading}>
            <OrdersPageView answer={answer} rangeId={rangeId} />
          </Suspense>
        )}
      </LoadState>
    </section>
  );
}
