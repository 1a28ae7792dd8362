import { stripHtmlFragment } from '@clube/core';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './layout.css.ts';

/**
 * The top bar's search. Submitting goes to Campanhas with the query, HTML stripped.
 * `placeholderKey` differs on desktop and mobile (SPEC §2).
 */
export function SearchBox({ placeholderKey }: { placeholderKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [term, setTerm] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = stripHtmlFragment(term).trim();
    void navigate(query ? `/campanhas?query=${encodeURIComponent(query)}` : '/campanhas');
  };
  return (
    <form role="search" className={styles.search} onSubmit={submit}>
      <input
        type="search"
        className={styles.searchInput}
        aria-label={t('layout.searchLabel')}
        placeholder={t(placeholderKey)}
        value={term}
        onChange={(event) => setTerm(event.target.value)}
      />
      {term ? (
        <button type="button" className={styles.searchClear} onClick={() => setTerm('')}>
          {t('layout.clear')}
        </button>
      ) : null}
    </form>
  );
}
