import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import formStyles from '../../forms/form.module.css';
import { createContactPerson, loadContactPersons } from '../../state/account-actions';
import { useAccountStore } from '../../state/use-account-store';
import { ContactCreationMessage } from './contact-creation-message';
import { ContactForm } from './contact-form';
import { ContactRow } from './contact-row';
import { EMPTY_CONTACT } from './contact-values';
import styles from './contact-persons.module.css';

/** The organisation's contact persons: list, add, edit, make main contact, delete. */
export function ContactPersons() {
  const { t } = useTranslation('account');
  const contacts = useAccountStore((state) => state.contactPersons);
  const creation = useAccountStore((state) => state.contactCreationStatus);
  const resetCreation = useAccountStore((state) => state.resetContactCreationStatus);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    loadContactPersons().catch(() => setFailed(true));
    return resetCreation;
  }, [resetCreation]);

  return (
    <section>
      <h1>{t('addressBook.contactsHeading')}</h1>
      {failed && (
        <p className={formStyles.failure} role="alert">
          {t('account.loadFailed')}
        </p>
      )}
      {contacts.length === 0 && !failed ? (
        <p>{t('addressBook.contactsEmpty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('addressBook.contactsHeading')}>
          {contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
      <ContactForm
        legend={t('addressBook.newContact')}
        initial={EMPTY_CONTACT}
        onSubmit={async (values) => (await createContactPerson(values))?.code === 202}
      />
      <ContactCreationMessage status={creation} />
    </section>
  );
}
