import { isApiError, useShopStore } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContactPerson } from '../../api/organization-api';
import { REFUSAL, refusalCodeOf } from '../../api/refusals';
import { ConfirmButton } from '../../forms/confirm-button';
import formStyles from '../../forms/form.module.css';
import { useRecordAction } from '../../forms/use-record-action';
import { deleteContactPerson, editContactPerson } from '../../state/account-actions';
import { ContactForm } from './contact-form';
import styles from './contact-persons.module.css';

/** One contact person with their actions; the list reloads after each change. */
export function ContactRow({ contact }: { contact: ContactPerson }) {
  const { t } = useTranslation('account');
  const userId = useShopStore((state) => state.user?.id);
  const [editing, setEditing] = useState(false);
  const { problem, act } = useRecordAction((error) => {
    const status = isApiError(error) ? error.response?.status : undefined;
    if (refusalCodeOf(error) === REFUSAL.demoAccount) return t('addressBook.demoAccount');
    if (refusalCodeOf(error) === REFUSAL.loginEmail) return t('addressBook.loginEmailOnProfile');
    return status === 409 ? t('account.emailInUse') : t('addressBook.actionFailed');
  });
  const isYou = contact.id === userId;


  if (editing) {
    return (
      <li className={styles.item}>
        <ContactForm
          legend={t('addressBook.editContactLabel', { name: contact.name })}
          initial={{ name: contact.name, email: contact.email, phone: contact.phone }}
          onSubmit={async (values) => {
            const done = await act(() => editContactPerson(contact.id, values));
            if (done) setEditing(false);
            return done;
          }}
          onCancel={() => setEditing(false)}
        />
        {problem && <p className={formStyles.failure} role="alert">{problem}</p>}
      </li>
    );
  }

  return (
    <li className={styles.item}>
      <div>
        <strong>{contact.name}</strong>
        {contact.isMainContact && <span className={styles.badge}>{t('addressBook.mainContact')}</span>}
        {isYou && <span className={styles.badge}>{t('addressBook.you')}</span>}
        <div className={styles.details}>
          {contact.email} · {contact.phone}
          {contact.canLogIn && ` · ${t('addressBook.canLogIn')}`}
        </div>
      </div>
      <div className={formStyles.actions}>
        <button type="button" className={formStyles.secondary} aria-label={t('addressBook.editContactLabel', { name: contact.name })} onClick={() => setEditing(true)}>
          {t('account.edit')}
        </button>
        {!contact.isMainContact && (
          <button type="button" className={formStyles.secondary} onClick={() => void act(() => editContactPerson(contact.id))}>
            {t('addressBook.makeMain')}
          </button>
        )}
        {!contact.isMainContact && !isYou && (
          <ConfirmButton
            label={t('addressBook.deleteContactLabel', { name: contact.name })}
            question={t('addressBook.confirmDeleteContact', { name: contact.name })}
            onConfirm={() => void act(() => deleteContactPerson(contact.id))}
          />
        )}
      </div>
      {problem && <p className={formStyles.failure} role="alert">{problem}</p>}
    </li>
  );
}
