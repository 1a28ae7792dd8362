import { type Campaign } from '@clube/core/campaigns';
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useNavigate } from '../router/index.ts';
import { useTexts } from '../i18n/feature-texts.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Icon } from '../ui/icons/Icon.tsx';
import * as styles from './layout.css.ts';
import { useFittingPlaceholder } from './fitting-placeholder.ts';
import * as popup from './search-box.css.ts';
import { searchBoxTexts } from './search-box.texts.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

/**
 * The top bar's search (SPEC §2 "Search"), an ARIA combobox over the core's suggestions
 * flow: typing opens at most 3 suggestions titled 'Sugestões', recent terms can be picked or
 * removed, 'Limpar' empties the box, submitting goes to Campanhas with the query, and a
 * suggestion opens the campaign, award or reward detail by its event type.
 * `placeholderKey` differs on desktop and mobile; where the input is too narrow for it (an
 * inner page's top bar, with its back button) the shorter mobile text shows instead. A term
 * the search answers with nothing says so. Recent terms survive a reload (the core keeps them
 * per company and member in the club's storage). The flow's code loads when the member turns
 * to the box (use-search-suggestions.ts); the box works, and keeps what is typed, before.
 */
export function SearchBox({ placeholderKey }: { placeholderKey: string }) {
  const search = useSearchSuggestions();
  const { t } = useTranslation();
  const texts = useTexts(searchBoxTexts);
  const input = useRef<HTMLInputElement | null>(null);
  const placeholder = useFittingPlaceholder(input, [
    t(placeholderKey),
    t('layout.searchPlaceholderMobile'),
  ]);
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const titleId = `${id}-title`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const { term, suggestions, recent, open, showSuggestions, showRecent, noMatch, expanded } =
    search;
  // Which option the arrow keys point at: a view concern, not the flow's.
  const [active, setActive] = useState(-1);

  const go = (path: string | null) => {
    setActive(-1);
    if (path) void navigate(path);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    go(search.submit());
  };
  const choose = (suggestion: Campaign) => go(search.choose(suggestion));
  const type = (value: string) => {
    setActive(-1);
    search.type(value);
  };
  // Focusing or clicking the closed box shows the recent terms (and suggestions) again.
  const reopen = () => {
    if (!open) type(term);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      search.close();
      setActive(-1);
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showSuggestions) return;
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const count = suggestions.length;
      // -1 (the box itself) and then each option, round and round.
      setActive((now) => {
        const next = now + step;
        if (next < -1) return count - 1;
        return next >= count ? -1 : next;
      });
    } else if (
      event.key === 'Enter' &&
      showSuggestions &&
      active >= 0 &&
      active < suggestions.length
    ) {
      event.preventDefault();
      const chosen = suggestions[active];
      if (chosen) choose(chosen);
    }
  };
  // Focus leaving the box (not into its own list) closes it.
  const onBlur = (event: FocusEvent<HTMLFormElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
      search.close();
      setActive(-1);
    }
  };
  const activeIndex = active >= 0 && active < suggestions.length ? active : -1;

  return (
    <form
      role="search"
      className={`${styles.search} ${popup.wrapper}`}
      aria-label={t('layout.searchLabel')}
      onSubmit={submit}
      onBlur={onBlur}
      onPointerEnter={search.prepare}
      onPointerDown={search.prepare}
    >
      <input
        ref={input}
        type="search"
        role="combobox"
        className={styles.searchInput}
        aria-label={t('layout.searchLabel')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={placeholder}
        value={term}
        autoComplete="off"
        onChange={(event) => type(event.target.value)}
        onFocus={reopen}
        onClick={reopen}
        onKeyDown={onKeyDown}
      />
      {term ? (
        <button
          type="button"
          className={styles.searchClear}
          onClick={() => {
            setActive(-1);
            search.clear();
          }}
        >
          {t('layout.clear')}
        </button>
      ) : null}
      {expanded ? (
        <div className={popup.popup} id={listId}>
          {showSuggestions ? (
            <>
              <p id={titleId} className={popup.title}>
                {t('layout.suggestions')}
              </p>
              <ul role="listbox" aria-labelledby={titleId} className={popup.list}>
                {suggestions.map((suggestion, index) => (
                  // The keyboard reaches the options through the input (aria-activedescendant);
                  // Enter on an option itself, should it ever hold focus, chooses it too.
                  <li
                    key={suggestion.slug}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={popup.option}
                    // Keeps the focus in the box, so that the click lands before a blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(suggestion)}
                    onKeyDown={(event) => {
                      if (event.key === 'Enter') choose(suggestion);
                    }}
                  >
                    {suggestion.title ?? suggestion.name ?? suggestion.slug}
                    {suggestion.partner?.name ? (
                      <span className={popup.partner}>{suggestion.partner.name}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {noMatch ? (
            <div className={popup.noMatch} role="status" data-search-no-match="">
              <p className={popup.noMatchTitle}>{texts('noMatch', { term: term.trim() })}</p>
              <p className={popup.noMatchHint}>{texts('noMatchHint')}</p>
            </div>
          ) : null}
          {showRecent ? (
            <>
              <p className={popup.title}>{t('layout.recentSearches')}</p>
              <ul className={popup.list}>
                {recent.map((entry) => (
                  <li key={entry} className={popup.recent}>
                    <button
                      type="button"
                      className={popup.recentTerm}
                      onClick={() => go(search.submit(entry))}
                    >
                      {entry}
                    </button>
                    <button
                      type="button"
                      className={popup.remove}
                      aria-label={t('layout.removeRecent', { term: entry })}
                      onClick={() => search.removeRecent(entry)}
                    >
                      <Icon name="close" size={16} />
                    </button>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}
