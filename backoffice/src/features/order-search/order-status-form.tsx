import { useLocale } from '@shop/shared';
import { type OrderStatus, nextOrderStatuses } from '@shop/shared/contracts';
import { PostForm } from '@shop/shared/forms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOrderStatus } from '../../api/orders-api';
import ui from '../../components/staff-ui.module.css';
import { actionFailureKey } from '../../rules/action-failure';
import { formatDay } from '../../rules/staff-dates';

/**
 * Moves an order to one of the statuses it may have next (the kernel's flow); a cancellation asks
 * for its reason. A shipped order's customer is mailed by the API.
 */
export function OrderStatusForm({ orderNumber, status, onChanged }: { orderNumber: string; status: OrderStatus; onChanged: (status: OrderStatus) => void }) {
  const { t } = useTranslation('backoffice');
  const locale = useLocale();
  const id = useId();
  const next = nextOrderStatuses(status);
  const [chosen, setChosen] = useState<OrderStatus | ''>('');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const target = chosen !== '' && next.includes(chosen) ? chosen : next[0];

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target) return;
    if (target === 'cancelled' && reason.trim() === '') {
      setMessage({ ok: false, text: t('common.required') });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const changed = await changeOrderStatus(orderNumber, target, target === 'cancelled' ? reason.trim() : undefined);
      setMessage({ ok: true, text: t('orders.changed', { number: orderNumber, status: t(`orders.status_${changed.status}`), date: formatDay(changed.statusAt, locale) }) });
      setChosen('');
      setReason('');
      onChanged(changed.status);
    } catch (error) {
      setMessage({ ok: false, text: t(actionFailureKey(error)) });
    } finally {
      setBusy(false);
    }
  }

  const said = message && (
    <p className={message.ok ? ui.success : ui.failure} role={message.ok ? 'status' : 'alert'}>
      {message.text}
    </p>
  );
  if (!target) {
    return (
      <>
        {said}
        <p>{t('orders.noChange')}</p>
      </>
    );
  }

  return (
    <PostForm onSubmit={(event) => void submit(event)} noValidate aria-label={t('orders.changeStatus', { number: orderNumber })}>
      <div className={ui.field}>
        <label htmlFor={`${id}-status`}>{t('orders.newStatus')}</label>
        <select id={`${id}-status`} name="status" value={target} onChange={(event) => setChosen(event.target.value as OrderStatus)}>
          {next.map((option) => (
            <option key={option} value={option}>
              {t(`orders.status_${option}`)}
            </option>
          ))}
        </select>
      </div>
      {target === 'cancelled' && (
        <div className={ui.field}>
          <label htmlFor={`${id}-reason`}>{t('orders.reason')}</label>
          <textarea id={`${id}-reason`} name="reason" rows={2} required value={reason} onChange={(event) => setReason(event.target.value)} />
        </div>
      )}
      <div className={ui.actions}>
        <button type="submit" className={ui.primary} disabled={busy}>
          {busy ? t('orders.saving') : t('orders.save')}
        </button>
      </div>
      {said}
    </PostForm>
  );
}
