import { filterOptionsByPrefix } from '@clube/core/shared';
import type { MessageKey } from '@clube/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import { useMessage } from '../i18n/translate-message.ts';
import * as styles from './select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps {
  label: string;
  options: readonly SelectOption[];
  /** The chosen option's value; null (or '') while nothing is chosen. */
  value: string | null;
  onValueChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  hint?: string;
  /** An error from outside (a submit attempt); the parent clears it in `onClearError`. */
  error?: string | null;
  onClearError?: () => void;
  /**
   * The list closed or the select lost focus (a form's check on blur). When given, the parent
   * checks the value and says what is wrong in `error`; without it, the Select itself says
   * 'Campo obrigatório!' when it closes empty and required.
   */
  onLeave?: () => void;
}

/**
 * A searchable select following the WAI-ARIA combobox pattern (editable combobox with a
 * listbox popup and aria-activedescendant). SPEC §4/§5: it opens and closes on click or focus
 * loss, the search text clears on close, the search keeps options whose label starts with
 * it (ignoring accents and case), and closing it empty when required says 'Campo obrigatório!'.
 */
export function Select({
  label,
  options,
  value,
  onValueChange,
  required = false,
  placeholder,
  disabled = false,
  id,
  hint,
  error: externalError,
  onClearError,
  onLeave,
}: SelectProps) {
  const { t } = useTranslation();
  const say = useMessage();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const listId = `${inputId}-listbox`;
  const optionId = (index: number) => `${inputId}-option-${index}`;
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [activeIndex, setActive] = useState(-1);
  const [ownError, setOwnError] = useState<MessageKey | null>(null);
  const listRef = useRef<HTMLUListElement>(null);

  const selected = options.find((option) => option.value === value) ?? null;
  const filtered = filterOptionsByPrefix(options, search, (option) => option.label);
  // The options may change while the list is open: never point past the end.
  const active = activeIndex < filtered.length ? activeIndex : -1;
  const shownError = ownError ? say(ownError) : (externalError ?? null);
  const describedBy = [hint ? `${inputId}-hint` : null, shownError ? `${inputId}-error` : null]
    .filter(Boolean)
    .join(' ');

  useEffect(() => {
    if (!open || active < 0) return;
    const element = listRef.current?.querySelector<HTMLElement>(`[data-index="${active}"]`);
    element?.scrollIntoView?.({ block: 'nearest' });
  }, [open, active]);

  const indexOfSelected = () => filtered.findIndex((option) => option.value === value);

  const openList = (startAt: number) => {
    setOwnError(null);
    onClearError?.();
    setOpen(true);
    setActive(startAt);
  };

  /** Close, clear the search, and (when required) complain if nothing is chosen. */
  const close = (chosen: string | null = value) => {
    setOpen(false);
    setSearch('');
    setActive(-1);
    if (onLeave) onLeave();
    else setOwnError(required && !chosen ? 'validation.required' : null);
  };

  const choose = (option: SelectOption) => {
    if (option.value !== value) onValueChange(option.value);
    close(option.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = filtered.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open) openList(event.altKey ? -1 : Math.max(indexOfSelected(), 0));
        else if (!event.altKey) setActive(Math.min(active + 1, last));
        return;
      case 'ArrowUp':
        event.preventDefault();
        if (!open) openList(indexOfSelected() >= 0 ? indexOfSelected() : last);
        else if (event.altKey) close();
        else setActive(active <= 0 ? 0 : active - 1);
        return;
      case 'Home':
      case 'End':
      case 'PageUp':
      case 'PageDown':
        if (!open || filtered.length === 0) return;
        event.preventDefault();
        setActive(event.key === 'Home' || event.key === 'PageUp' ? 0 : last);
        return;
      case 'Enter':
        if (!open) return;
        event.preventDefault();
        if (active >= 0 && filtered[active]) choose(filtered[active]);
        else close();
        return;
      case 'Escape':
        if (!open) return;
        event.preventDefault();
        close();
        return;
      default:
        return;
    }
  };

  return (
    <div className={styles.field}>
      <label id={labelId} className={styles.label} htmlFor={inputId}>
        {label}
        {required ? (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <div className={styles.control}>
        <input
          id={inputId}
          type="text"
          role="combobox"
          className={styles.input}
          autoComplete="off"
          spellCheck={false}
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
          aria-required={required || undefined}
          aria-invalid={shownError ? true : undefined}
          aria-describedby={describedBy || undefined}
          disabled={disabled}
          value={open ? search : (selected?.label ?? '')}
          placeholder={
            open
              ? (selected?.label ?? placeholder ?? t('ui.selectPlaceholder'))
              : (placeholder ?? t('ui.selectPlaceholder'))
          }
          onClick={() => (open ? close() : openList(indexOfSelected()))}
          onFocus={() => {
            setOwnError(null);
            onClearError?.();
          }}
          onBlur={() => {
            if (open) close();
            else onLeave?.();
          }}
          onChange={(event) => {
            const typed = event.target.value;
            setSearch(typed);
            setOwnError(null);
            setOpen(true);
            setActive(
              filterOptionsByPrefix(options, typed, (option) => option.label).length > 0 ? 0 : -1,
            );
          }}
          onKeyDown={onKeyDown}
        />
        <svg className={styles.chevron} viewBox="0 0 24 24" aria-hidden="true" data-open={open}>
          <path d="m6 9 6 6 6-6" fill="none" stroke="currentColor" strokeWidth="2" />
        </svg>
        <ul
          ref={listRef}
          id={listId}
          role="listbox"
          aria-labelledby={labelId}
          className={styles.listbox}
          hidden={!open}
          // Keep the focus in the input: a click on an option (or the list's scrollbar) must
          // not blur it and close the list.
          onMouseDown={(event) => event.preventDefault()}
        >
          {open
            ? filtered.map((option, index) => (
                // Options never take focus: the keyboard works on the combobox input
                // (aria-activedescendant), as the WAI-ARIA combobox pattern has it; Enter on an
                // option itself, should it ever hold focus, chooses it too.
                <li
                  key={option.value}
                  id={optionId(index)}
                  data-index={index}
                  role="option"
                  aria-selected={option.value === value}
                  data-active={index === active || undefined}
                  className={styles.option}
                  onMouseMove={() => setActive(index)}
                  onClick={() => choose(option)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') choose(option);
                  }}
                >
                  {option.label}
                </li>
              ))
            : null}
        </ul>
        {open && filtered.length === 0 ? (
          <div className={styles.empty} role="status">
            {t('ui.noOptions')}
          </div>
        ) : null}
      </div>
      {hint ? (
        <span id={`${inputId}-hint`} className={styles.hint}>
          {hint}
        </span>
      ) : null}
      {shownError ? (
        <span id={`${inputId}-error`} className={styles.error} role="alert">
          {shownError}
        </span>
      ) : null}
    </div>
  );
}
