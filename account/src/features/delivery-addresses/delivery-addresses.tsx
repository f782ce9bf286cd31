import { deliveryAddressLabel } from '@shop/shared';
import { type DeliveryAddress } from '@shop/shared/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formRefusalOf } from '../../api/refusals';
import { ConfirmButton } from '../../forms/confirm-button';
import formStyles from '../../forms/form.module.css';
import { useRecordAction } from '../../forms/use-record-action';
import { createDeliveryAddress, deleteDeliveryAddress, editDeliveryAddress, loadDeliveryAddresses } from '../../state/account-actions';
import { useAccountStore } from '../../state/use-account-store';
import { AddressForm, EMPTY_ADDRESS } from './address-form';
import styles from './delivery-addresses.module.css';

/** The organisation's delivery addresses: list, add, edit, delete; the list reloads after each change. */
export function DeliveryAddresses() {
  const { t } = useTranslation('account');
  const addresses = useAccountStore((state) => state.deliveryAddresses);
  const [editing, setEditing] = useState<string | null>(null);
  // The demo organisation looks the same to every visitor: the API refuses its changes.
  const { problem, setProblem, act } = useRecordAction((error) => (formRefusalOf(error) === 'demo' ? t('addressBook.demoAccount') : t('addressBook.actionFailed')));

  useEffect(() => {
    loadDeliveryAddresses().catch(() => setProblem(t('account.loadFailed')));
  }, [t, setProblem]);


  const row = (address: DeliveryAddress) => {
    const label = deliveryAddressLabel(address);
    if (editing === address.id) {
      return (
        <li key={address.id} className={styles.item}>
          <AddressForm
            legend={t('addressBook.editAddressLabel', { label })}
            initial={address}
            onSubmit={async (values) => {
              const done = await act(() => editDeliveryAddress(address.id, values));
              if (done) setEditing(null);
              return done;
            }}
            onCancel={() => setEditing(null)}
          />
        </li>
      );
    }
    return (
      <li key={address.id} className={styles.item}>
        <span>{label}</span>
        <span className={formStyles.actions}>
          <button type="button" className={formStyles.secondary} aria-label={t('addressBook.editAddressLabel', { label })} onClick={() => setEditing(address.id)}>
            {t('account.edit')}
          </button>
          <ConfirmButton
            label={t('addressBook.deleteAddressLabel', { label })}
            question={t('addressBook.confirmDeleteAddress', { label })}
            onConfirm={() => void act(() => deleteDeliveryAddress(address.id))}
          />
        </span>
      </li>
    );
  };

  return (
    <section>
      <h1>{t('addressBook.addressesHeading')}</h1>
      {problem && (
        <p className={formStyles.failure} role="alert">
          {problem}
        </p>
      )}
      {addresses.length === 0 ? (
        <p>{t('addressBook.addressesEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('addressBook.addressesHeading')}>
          {addresses.map(row)}
        </ul>
      )}
      <AddressForm legend={t('addressBook.newAddress')} initial={EMPTY_ADDRESS} onSubmit={(values) => act(() => createDeliveryAddress(values))} />
    </section>
  );
}
