import { useTranslation } from 'react-i18next';
import { getHref, useLocale } from '@shop/shared';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import styles from './search-box.module.css';

/**
 * Runs the product search on Enter or on the icon, then goes to the results page (spec §2). A plain
 * GET form to that page: it searches before the page's scripts run, and with them turned off.
 */
export function SearchBox() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [words, setWords] = useState(params.get('search') ?? '');
  const inputId = useId();
  const results = getHref('results', locale);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const search = words.trim();
    if (search.length === 0) return;
    navigate(`${results}?${new URLSearchParams({ search })}`);
  };
  return (
    <form role="search" className={styles.search} action={results} method="get" onSubmit={submit}>
      <label htmlFor={inputId} className={styles.label}>
        {t('navigation.searchLabel')}
      </label>
      <input
        id={inputId}
        type="search"
        name="search"
        value={words}
        maxLength={200}
        placeholder={t('navigation.searchPlaceholder')}
        onChange={(event) => setWords(event.target.value)}
      />
      <button type="submit" aria-label={t('navigation.searchSubmit')}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.2" />
          <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
        </svg>
      </button>
    </form>
  );
}
