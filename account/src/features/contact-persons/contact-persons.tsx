import {
  createContactPerson,
  loadContactPersons,
  useShopStore,
  useShopTranslation,
} from '@shop/shared';
import { useEffect, useState } from 'react';
import formStyles from '../../forms/form.module.css';
import { ContactCreationMessage } from './contact-creation-message';
import { ContactForm } from './contact-form';
import { ContactRow } from './contact-row';
import { EMPTY_CONTACT } from './contact-values';
import styles from './contact-persons.module.css';

/** The organisation's contact persons: list, add, edit, make main contact, delete. */
export function ContactPersons() {
  const { t } = useShopTranslation();
  const contacts = useShopStore((state) => state.contactPersons);
  const creation = useShopStore((state) => state.contactCreationStatus);
  const resetCreation = useShopStore((state) => state.resetContactCreationStatus);
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
