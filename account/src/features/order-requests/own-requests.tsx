import '../people/people-texts';
import { formatAmount, on, useLocale, useShopStore } from '@shop/shared';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderRequest, fetchOwnRequests, withdrawOwnRequest } from '../../api/people-api';
import { FormOutcome } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { formatDate } from '../orders-list/format-date';
import { peopleRefusalKey } from '../people/people-refusal';
import { requestStateText } from '../people/people-rules';
import styles from '../people/people.module.css';

/** One request: when, its sum and lines, its state ("Avvist: <reason>"), the order it became, and withdraw while it waits. */
function RequestRow({ request, onWithdraw }: { request: OrderRequest; onWithdraw: () => Promise<string | null> }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const [problem, setProblem] = useState<string | null>(null);
  const date = formatDate(request.requestedAt, locale);
  const total = formatAmount(request.total, locale) || '0';
  const state = requestStateText(request);
  return (
    <li className={styles.item} data-testid="order-request">
      <div>
        <p className={styles.name}>{t('people.requestsSummary', { date, total, count: request.lines.length })}</p>
        <p data-testid="order-request-state">
          <strong>{state.reason === undefined ? t(state.key) : t(state.key, { reason: state.reason })}</strong>
          {request.orderNumber ? ` · ${t('people.orderNumber', { orderNumber: request.orderNumber })}` : null}
        </p>
      </div>
      {request.status === 'waiting' && (
        <div className={formStyles.actions}>
          <button
            type="button"
            className={formStyles.secondary}
            aria-label={t('people.withdrawRequestLabel', { date, total })}
            onClick={() => void onWithdraw().then(setProblem)}
          >
            {t('people.withdrawRequest')}
          </button>
        </div>
      )}
      {problem && <FormOutcome ok={false}>{problem}</FormOutcome>}
    </li>
  );
}

/**
 * The person's own orders sent for approval, with their state, above their orders. Read again
 * when checkout sends a cart for approval (the kernel's `order:sent-for-approval`); nothing is
 * shown to someone who never sent one.
 */
export function OwnRequests() {
  const { t } = useTranslation('account');
  const userId = useShopStore((state) => state.user?.id ?? null);
  const [requests, setRequests] = useState<OrderRequest[] | null>(null);
  const [failed, setFailed] = useState(false);
  const [notice, setNotice] = useState('');
  // Only the newest read's answer is shown: one started before a change must not overwrite it.
  const round = useRef(0);
  const headingId = useId();
  const load = useCallback(() => {
    if (userId === null) return;
    const mine = ++round.current;
    fetchOwnRequests(userId).then(
      (answer) => {
        if (mine !== round.current) return;
        setFailed(false);
        setRequests(answer);
      },
      () => mine === round.current && setFailed(true),
    );
  }, [userId]);
  useEffect(() => {
    load();
    return on('order:sent-for-approval', load);
  }, [load]);

  if (failed) {
    return (
      <p className={formStyles.failure} role="alert">
        {t('account.loadFailed')}{' '}
        <button type="button" className={formStyles.secondary} onClick={load}>
          {t('account.retry')}
        </button>
      </p>
    );
  }
  if (requests === null || requests.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t('people.requestsHeading')}</h2>
      <p className={formStyles.success} role="status">
        {notice}
      </p>
      <ul className={styles.list} aria-label={t('people.requestsHeading')}>
        {requests.map((request) => (
          <RequestRow
            key={request.id}
            request={request}
            onWithdraw={async () => {
              if (userId === null) return null;
              try {
                await withdrawOwnRequest(userId, request.id);
                setNotice(t('people.requestWithdrawn'));
                load();
                return null;
              } catch (error) {
                return t(peopleRefusalKey(error));
              }
            }}
          />
        ))}
      </ul>
    </section>
  );
}
