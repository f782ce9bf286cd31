import './people-texts';
import { statusOfApiError, useShopStore } from '@shop/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Person, fetchPeople } from '../../api/people-api';
import formStyles from '../../forms/form.module.css';
import { LoadState } from '../../forms/load-state';
import { useLoad } from '@shop/shared/forms';
import { AddPersonForm } from './add-person-form';
import { managesPeople } from './people-rules';
import { PersonRow } from './person-row';
import styles from './people.module.css';

/** The people, or null when the API's role guard says this login may not see them (403). */
async function peopleOrNotAllowed(orgId: string): Promise<Person[] | null> {
  try {
    return await fetchPeople(orgId);
  } catch (error) {
    if (statusOfApiError(error) === 403) return null;
    throw error;
  }
}

/**
 * The organisation's people for its administrators: who they are, role, limits, month's spend,
 * invitation and last login, with the actions on each and a form to add one. A buyer or requester
 * is told, in one sentence, that only administrators see the list: they cannot change it, and the
 * API gives them no read of it (their colleagues' limits and spend are the administrators' business).
 */
export function PeoplePage() {
  const { t } = useTranslation('account');
  const user = useShopStore((state) => state.user);
  const allowed = managesPeople(user?.access);
  const orgId = user?.organization.id ?? null;
  const { loaded, reload } = useLoad(allowed ? orgId : null, () => peopleOrNotAllowed(orgId as string));
  // After a change the list is read again in place: the forms and what was said stay on the page.
  const [fresh, setFresh] = useState<{ people: Person[] | null } | null>(null);
  const [notice, setNotice] = useState('');
  const refresh = () => {
    if (orgId === null) return;
    peopleOrNotAllowed(orgId).then(
      (people) => setFresh({ people }),
      () => {
        setFresh(null);
        reload();
      },
    );
  };
  const adminsOnly = <p>{t('people.adminsOnly')}</p>;
  return (
    <section>
      <h1>{t('people.heading')}</h1>
      {!allowed ? (
        adminsOnly
      ) : (
        <LoadState loaded={loaded} reload={reload}>
          {(first) => {
            const people = fresh ? fresh.people : first;
            if (people === null) return adminsOnly;
            return (
              <>
                <p>{t('people.intro', { organization: user?.organization.name ?? '' })}</p>
                <p className={formStyles.success} role="status">
                  {notice}
                </p>
                {people.length === 0 ? (
                  <p>{t('people.empty')}</p>
                ) : (
                  <ul className={styles.list} aria-label={t('people.heading')}>
                    {people.map((person) => (
                      <PersonRow
                        key={person.id}
                        person={person}
                        onChanged={(done) => {
                          setNotice(done);
                          refresh();
                        }}
                      />
                    ))}
                  </ul>
                )}
                <AddPersonForm onAdded={refresh} />
              </>
            );
          }}
        </LoadState>
      )}
    </section>
  );
}
