import { PostForm, useLoad } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OrderSearch as Search, searchOrders } from '../../api/orders-api';
import { Field } from '../../components/field';
import { LoadState } from '../../components/load-state';
import ui from '../../components/staff-ui.module.css';
import { FoundOrders } from './found-orders';

/** The criteria given (trimmed, empty ones left out); null when none is. */
export function searchOf(values: { number: string; orgNumber: string; sku: string }): Search | null {
  const search: Search = {};
  for (const key of ['number', 'orgNumber', 'sku'] as const) {
    const value = values[key].trim();
    if (value !== '') search[key] = value;
  }
  return Object.keys(search).length === 0 ? null : search;
}

/** Finds orders by number, organisation number or SKU (all given must match), to move them along. */
export function OrderSearch() {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState({ number: '', orgNumber: '', sku: '' });
  const [searched, setSearched] = useState<Search | null>(null);
  const [empty, setEmpty] = useState(false);
  const key = searched === null ? null : JSON.stringify(searched);
  const { loaded, reload } = useLoad(key, () => searchOrders(searched ?? {}));

  function submit(event: FormEvent) {
    event.preventDefault();
    const search = searchOf(values);
    setEmpty(search === null);
    if (search) setSearched(search);
  }

  const set = (field: keyof typeof values) => (value: string) => setValues((current) => ({ ...current, [field]: value }));
  return (
    <>
      <PostForm onSubmit={submit} noValidate role="search" aria-label={t('orders.heading')}>
        <Field label={t('orders.number')} name="number" value={values.number} onValue={set('number')} />
        <Field label={t('orders.orgNumber')} name="orgNumber" inputMode="numeric" value={values.orgNumber} onValue={set('orgNumber')} />
        <Field label={t('orders.sku')} name="sku" value={values.sku} onValue={set('sku')} />
        {empty && (
          <p className={ui.failure} role="alert">
            {t('orders.giveOne')}
          </p>
        )}
        <button type="submit" className={ui.primary}>
          {t('common.search')}
        </button>
      </PostForm>
      {key !== null && (
        <LoadState loaded={loaded} reload={reload}>
          {(orders) => (orders.length === 0 ? <p role="status">{t('common.nothingFound')}</p> : <FoundOrders orders={orders} />)}
        </LoadState>
      )}
    </>
  );
}
