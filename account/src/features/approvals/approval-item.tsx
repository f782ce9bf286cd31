import { formatAmount, useLocale, useShopStore } from '@shop/shared';
import { PostForm } from '@shop/shared/forms';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderRequest, approveRequest, refuseRequest } from '../../api/people-api';
import { refusalCodeOf } from '../../api/refusals';
import { FormOutcome } from '../../forms/form-actions';
import formStyles from '../../forms/form.module.css';
import { formatDate } from '../orders-list/format-date';
import { peopleRefusalKey } from '../people/people-refusal';
import { RefusalForm } from './refusal-form';
import styles from '../people/people.module.css';
import { totalChangedOf } from './total-changed';

/**
 * One order waiting for approval: who asked, when, why it waits, its lines, sum, comment and
 * delivery; approving it with the total shown (a total changed since is shown old and new, and
 * asked again with the new one) or refusing it with a reason. `onDecided` says it and reloads.
 */
export function ApprovalItem({ request, onDecided }: { request: OrderRequest; onDecided: (done: string) => void }) {
  const { t } = useTranslation('account');
  const locale = useLocale();
  const orgId = useShopStore((state) => state.user?.organization.id);
  const headingId = useId();
  const linesId = useId();
  // The total the administrator is shown and approves: the request's, or the new one after a 409.
  const [seenTotal, setSeenTotal] = useState(request.total);
  const [changed, setChanged] = useState<{ oldTotal: number; newTotal: number } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [refusing, setRefusing] = useState(false);
  const [busy, setBusy] = useState(false);
  // Back from the reason's form, the keyboard goes on at the refuse button.
  const refuseButton = useRef<HTMLButtonElement>(null);
  const reasonWasOpen = useRef(false);
  useEffect(() => {
    if (!refusing && reasonWasOpen.current) refuseButton.current?.focus();
    reasonWasOpen.current = refusing;
  }, [refusing]);
  const name = request.requestedBy.name;
  const date = formatDate(request.requestedAt, locale);
  const amount = (value: number) => formatAmount(value, locale) || '0';

  async function approve() {
    if (orgId === undefined) return;
    setProblem(null);
    setBusy(true);
    try {
      await approveRequest(orgId, request.id, seenTotal);
      onDecided(t('people.approved', { name }));
    } catch (error) {
      const conflict = totalChangedOf(error);
      if (conflict) {
        setChanged(conflict);
        setSeenTotal(conflict.newTotal);
      } else setProblem(decisionProblem(error));
    } finally {
      setBusy(false);
    }
  }

  function decisionProblem(error: unknown): string {
    const code = refusalCodeOf(error);
    if (code === 'AlreadyDecided') return t('people.alreadyDecided');
    if (code === 'RequesterGone') return t('people.requesterGone');
    return t(peopleRefusalKey(error));
  }

  const address = request.deliveryAddress;
  const addressText = [address.recipient, address.street, `${address.zipCode} ${address.area}`.trim()].filter((part) => part.trim() !== '').join(', ');

  return (
    <li className={styles.item} aria-labelledby={headingId} data-testid="approval-request">
      <div>
        <h2 id={headingId} className={styles.name}>
          {t('people.requestHeading', { name, date })}
        </h2>
        <p>{t(`people.reason_${request.reason}`)}</p>
        {/* A narrow screen scrolls the lines, not the page; the region is reachable by keyboard to scroll it.
            Named with the request's heading too: several requests' regions must not share one name. */}
        <div className={styles.scroll} role="region" aria-labelledby={`${linesId} ${headingId}`} tabIndex={0}>
          <table className={styles.lines}>
            <caption id={linesId} className={styles.caption}>{t('people.lines')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('people.lineSku')}</th>
                <th scope="col">{t('people.lineProduct')}</th>
                <th scope="col" className={styles.amount}>{t('people.lineQuantity')}</th>
                <th scope="col" className={styles.amount}>{t('people.lineUnitPrice')}</th>
                <th scope="col" className={styles.amount}>{t('people.lineTotal')}</th>
              </tr>
            </thead>
            <tbody>
              {request.lines.map((line) => (
                <tr key={line.sku}>
                  <td>{line.sku}</td>
                  <td>{line.title[locale]}</td>
                  <td className={styles.amount}>{line.quantity}</td>
                  <td className={styles.amount}>{amount(line.unitPrice)}</td>
                  <td className={styles.amount}>{amount(line.lineTotal)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p data-testid="approval-total">
          <strong>{t('people.sum', { total: amount(request.total) })}</strong>
        </p>
        {request.comment.trim() !== '' && <p>{t('people.comment', { comment: request.comment })}</p>}
        {request.customerReference.trim() !== '' && <p>{t('people.reference', { reference: request.customerReference })}</p>}
        {addressText !== '' && <p>{t('people.deliverTo', { address: addressText })}</p>}
      </div>
      {changed && (
        <p className={formStyles.failure} role="alert">
          {t('people.totalChanged', { oldTotal: amount(changed.oldTotal), newTotal: amount(changed.newTotal) })}
        </p>
      )}
      {refusing ? (
        <RefusalForm
          name={name}
          onCancel={() => setRefusing(false)}
          onRefuse={async (reason) => {
            if (orgId === undefined) return;
            setProblem(null);
            try {
              await refuseRequest(orgId, request.id, reason);
              onDecided(t('people.refused', { name }));
            } catch (error) {
              setProblem(decisionProblem(error));
            }
          }}
        />
      ) : (
        <PostForm
          className={formStyles.actions}
          aria-label={t('people.approveLabel', { name, total: amount(seenTotal) })}
          onSubmit={(event) => {
            event.preventDefault();
            void approve();
          }}
        >
          <button type="submit" className={formStyles.primary} disabled={busy}>
            {busy ? t('people.approving') : changed ? t('people.approveNew', { newTotal: amount(seenTotal) }) : t('people.approve')}
          </button>
          <button ref={refuseButton} type="button" className={formStyles.danger} aria-label={t('people.refuseLabel', { name })} onClick={() => setRefusing(true)}>
            {t('people.refuse')}
          </button>
        </PostForm>
      )}
      {problem && <FormOutcome ok={false}>{problem}</FormOutcome>}
    </li>
  );
}

