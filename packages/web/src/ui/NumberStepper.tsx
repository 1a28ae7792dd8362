import {
  connectStepper,
  NUMBER_STEPPER_DEBOUNCE_MS,
  startStepperTyping,
  type StepperTyping,
} from '@clube/core/shared';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './number-stepper.css.ts';

/** SPEC §5: typing is debounced by 500 ms before the value is read (the core's stream). */
export const STEPPER_DEBOUNCE_MS = NUMBER_STEPPER_DEBOUNCE_MS;

export interface NumberStepperProps {
  label: string;
  value: number;
  onValueChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Digits only; otherwise digits and one decimal point. */
  integerOnly?: boolean;
  disabled?: boolean;
  id?: string;
  /** Keep the label for assistive technology only. */
  hideLabel?: boolean;
}

/**
 * A number with minus and plus buttons (SPEC §5): min 0, max 10, step 1 by default; values
 * at or beyond a bound are clamped to it; the change is emitted only within range; the minus
 * is disabled at min and the plus at max; typing is read 500 ms after the last keystroke.
 */
export function NumberStepper({
  label,
  value,
  onValueChange,
  min,
  max,
  step,
  integerOnly = false,
  disabled = false,
  id,
  hideLabel = false,
}: NumberStepperProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  // The core's view model: bounds (SPEC §5 defaults), disabled buttons, presses, keys, typing.
  const view = connectStepper(value, {
    ...(min === undefined ? {} : { min }),
    ...(max === undefined ? {} : { max }),
    ...(step === undefined ? {} : { step }),
    integerOnly,
  });
  const { bounds } = view;
  const [text, setText] = useState(String(value));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // The value changed from outside: show it (React's "adjust state on a prop change").
    setShownFor(value);
    setText(String(value));
  }

  const latest = useRef({ value, onValueChange });
  useEffect(() => {
    latest.current = { value, onValueChange };
  });
  // Whether typed text still waits for the debounce: a press or a blur settles it first.
  const pending = useRef(false);
  const typing = useRef<StepperTyping | null>(null);

  const emit = (next: number) => {
    setText(String(next));
    if (next !== latest.current.value) latest.current.onValueChange(next);
  };
  // The debounced stream outlives renders: it reaches the current `emit` through a ref.
  const emitLatest = useRef(emit);
  useEffect(() => {
    emitLatest.current = emit;
  });

  useEffect(() => {
    const started = startStepperTyping(
      (next) => {
        if (!pending.current) return;
        pending.current = false;
        emitLatest.current(next);
      },
      { bounds: { min: bounds.min, max: bounds.max, step: bounds.step }, integerOnly },
    );
    typing.current = started;
    return () => started.stop();
  }, [bounds.min, bounds.max, bounds.step, integerOnly]);

  const press = (next: number) => {
    pending.current = false;
    emit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const next = view.keyed(event.key);
    if (next === null) return;
    event.preventDefault();
    press(next);
  };

  return (
    <div className={styles.field}>
      <label
        id={labelId}
        htmlFor={inputId}
        className={hideLabel ? styles.visuallyHidden : styles.label}
      >
        {label}
      </label>
      <div className={styles.group} role="group" aria-labelledby={labelId}>
        <button
          type="button"
          className={styles.button}
          aria-label={t('ui.decrease')}
          aria-controls={inputId}
          disabled={disabled || view.atMin}
          onClick={() => press(view.down)}
        >
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={inputId}
          className={styles.input}
          type="text"
          role="spinbutton"
          inputMode={integerOnly ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-valuenow={value}
          aria-valuemin={bounds.min}
          aria-valuemax={bounds.max}
          disabled={disabled}
          value={text}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const kept = view.kept(event.target.value);
            setText(kept);
            pending.current = true;
            typing.current?.type(kept);
          }}
          onBlur={() => {
            // Leaving the field reads what was typed now rather than after the debounce.
            const { emit: next, restore } = view.left(text, pending.current);
            pending.current = false;
            if (next !== null) emit(next);
            else if (restore) setText(String(value));
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('ui.increase')}
          aria-controls={inputId}
          disabled={disabled || view.atMax}
          onClick={() => press(view.up)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
