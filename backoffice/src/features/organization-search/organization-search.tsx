import { PostForm, useLoad } from '@shop/shared/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchOrganizations } from '../../api/organizations-api';
import { Field } from '../../components/field';
import { LoadState } from '../../components/load-state';
import ui from '../../components/staff-ui.module.css';
import { OrganizationCard } from './organization-card';

/** Finds organisations by part of the name, the number or a person's e-mail, with their people and orders. */
export function OrganizationSearch() {
  const { t } = useTranslation('backoffice');
  const [query, setQuery] = useState('');
  const [searched, setSearched] = useState<string | null>(null);
  const [tooShort, setTooShort] = useState(false);
  const { loaded, reload } = useLoad(searched, () => searchOrganizations(searched ?? ''));

  function submit(event: FormEvent) {
    event.preventDefault();
    const q = query.trim();
    setTooShort(q.length < 2);
    if (q.length >= 2) setSearched(q);
  }

  return (
    <>
      <PostForm onSubmit={submit} noValidate role="search" aria-label={t('organizations.heading')}>
        <Field label={t('organizations.query')} name="q" type="search" value={query} error={tooShort ? t('organizations.queryTooShort') : undefined} onValue={setQuery} />
        <button type="submit" className={ui.primary}>
          {t('common.search')}
        </button>
      </PostForm>
      {searched !== null && (
        <LoadState loaded={loaded} reload={reload}>
          {(organizations) =>
            organizations.length === 0 ? (
              <p role="status">{t('common.nothingFound')}</p>
            ) : (
              organizations.map((organization) => <OrganizationCard key={organization.id} organization={organization} />)
            )
          }
        </LoadState>
      )}
    </>
  );
}
