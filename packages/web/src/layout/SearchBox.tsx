import { suggestionPath, type Campaign, type SearchSuggestionsMachine } from '@clube/core';
import { useSelector } from '@xstate/react';
import { useId, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import type { ActorRefFrom } from 'xstate';
import { useClub } from '../app/club-context.tsx';
import { useScreenActor } from '../app/club-screens.ts';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { Icon } from '../ui/icons/Icon.tsx';
import * as styles from './layout.css.ts';
import * as popup from './search-box.css.ts';

type SuggestionsActor = ActorRefFrom<SearchSuggestionsMachine>;

/**
 * The top bar's search (SPEC §2 "Search"), an ARIA combobox over the core's suggestions
 * actor: typing opens at most 3 suggestions titled 'Sugestões', recent terms can be picked or
 * removed, 'Limpar' empties the box, submitting goes to Campanhas with the query, and a
 * suggestion opens the campaign, award or reward detail by its event type.
 * `placeholderKey` differs on desktop and mobile.
 */
export function SearchBox({ placeholderKey }: { placeholderKey: string }) {
  const club = useClub();
  const actor = useScreenActor((screens) => screens.searchSuggestions(), club);
  const { t } = useTranslation();
  if (!actor) {
    return (
      <form role="search" className={styles.search} aria-label={t('layout.searchLabel')}>
        <input
          type="search"
          className={styles.searchInput}
          aria-label={t('layout.searchLabel')}
          placeholder={t(placeholderKey)}
          readOnly
        />
      </form>
    );
  }
  return <SearchCombobox actor={actor} placeholderKey={placeholderKey} />;
}

function SearchCombobox({
  actor,
  placeholderKey,
}: {
  actor: SuggestionsActor;
  placeholderKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const listId = `${id}-list`;
  const titleId = `${id}-title`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const term = useSelector(actor, (snapshot) => snapshot.context.term);
  const suggestions = useSelector(actor, (snapshot) => snapshot.context.suggestions);
  const recent = useSelector(actor, (snapshot) => snapshot.context.recent);
  const isOpen = useSelector(actor, (snapshot) => snapshot.matches('open'));
  const [active, setActive] = useState(-1);
  const showSuggestions = isOpen && suggestions.length > 0;
  const showRecent = isOpen && recent.length > 0;
  const expanded = showSuggestions || showRecent;

  const go = (path: string | null) => {
    if (path) void navigate(path);
  };
  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    actor.send({ type: 'SUBMIT' });
    setActive(-1);
    go(actor.getSnapshot().context.submitPath);
  };
  const choose = (suggestion: Campaign) => {
    actor.send({ type: 'CLOSE' });
    setActive(-1);
    go(suggestionPath(suggestion));
  };
  const type = (value: string) => {
    setActive(-1);
    actor.send({ type: 'TYPE', term: value });
  };
  // Focusing or clicking the closed box shows the recent terms (and suggestions) again.
  const reopen = () => {
    if (!isOpen) type(term);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      actor.send({ type: 'CLOSE' });
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
      actor.send({ type: 'CLOSE' });
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
    >
      <input
        type="search"
        role="combobox"
        className={styles.searchInput}
        aria-label={t('layout.searchLabel')}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={activeIndex >= 0 ? optionId(activeIndex) : undefined}
        placeholder={t(placeholderKey)}
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
            actor.send({ type: 'CLEAR' });
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
                  // The keyboard reaches the options through the input (aria-activedescendant).
                  // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                  <li
                    key={suggestion.slug}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    className={popup.option}
                    // Keeps the focus in the box, so that the click lands before a blur.
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => choose(suggestion)}
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
          {showRecent ? (
            <>
              <p className={popup.title}>{t('layout.recentSearches')}</p>
              <ul className={popup.list}>
                {recent.map((entry) => (
                  <li key={entry} className={popup.recent}>
                    <button
                      type="button"
                      className={popup.recentTerm}
                      onClick={() => {
                        type(entry);
                        submit();
                      }}
                    >
                      {entry}
                    </button>
                    <button
                      type="button"
                      className={popup.remove}
                      aria-label={t('layout.removeRecent', { term: entry })}
                      onClick={() => actor.send({ type: 'REMOVE_RECENT', term: entry })}
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
