import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../i18n/I18nProvider.tsx';
import * as styles from './number-stepper.css.ts';
import {
  STEPPER_DEFAULTS,
  clampStepperValue,
  isWithinStepperRange,
  parseStepperInput,
  sanitizeStepperInput,
  stepStepperValue,
} from './rules/stepper.ts';

/** SPEC §5: typing is debounced by 500 ms before the value is read. */
export const STEPPER_DEBOUNCE_MS = 500;

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
  min = STEPPER_DEFAULTS.min,
  max = STEPPER_DEFAULTS.max,
  step = STEPPER_DEFAULTS.step,
  integerOnly = STEPPER_DEFAULTS.integerOnly,
  disabled = false,
  id,
  hideLabel = false,
}: NumberStepperProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const labelId = `${inputId}-label`;
  const [text, setText] = useState(String(value));
  const [shownFor, setShownFor] = useState(value);
  if (value !== shownFor) {
    // The value changed from outside: show it (React's "adjust state on a prop change").
    setShownFor(value);
    setText(String(value));
  }

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef({ value, min, max, integerOnly, onValueChange });
  useEffect(() => {
    latest.current = { value, min, max, integerOnly, onValueChange };
  });
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const emit = (next: number) => {
    const { value: current, min: low, max: high, onValueChange: notify } = latest.current;
    if (isWithinStepperRange(next, { min: low, max: high }) && next !== current) notify(next);
  };

  const readTyped = (typed: string) => {
    timer.current = null;
    const { min: low, max: high, integerOnly: digitsOnly } = latest.current;
    const parsed = parseStepperInput(typed, digitsOnly);
    if (parsed === null) return;
    const clamped = clampStepperValue(parsed, { min: low, max: high });
    if (clamped !== parsed) setText(String(clamped));
    emit(clamped);
  };

  const cancelPending = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };

  const press = (direction: 1 | -1) => {
    cancelPending();
    const next = stepStepperValue(value, direction, { min, max, step });
    setText(String(next));
    emit(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const jumps: Record<string, () => number> = {
      ArrowUp: () => stepStepperValue(value, 1, { min, max, step }),
      ArrowDown: () => stepStepperValue(value, -1, { min, max, step }),
      Home: () => min,
      End: () => max,
    };
    const jump = jumps[event.key];
    if (!jump) return;
    event.preventDefault();
    cancelPending();
    const next = jump();
    setText(String(next));
    emit(next);
  };

  const atMin = value <= min;
  const atMax = value >= max;

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
          disabled={disabled || atMin}
          onClick={() => press(-1)}
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
          aria-valuemin={min}
          aria-valuemax={max}
          disabled={disabled}
          value={text}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            const typed = sanitizeStepperInput(event.target.value, integerOnly);
            setText(typed);
            cancelPending();
            timer.current = setTimeout(() => readTyped(typed), STEPPER_DEBOUNCE_MS);
          }}
          onBlur={() => {
            if (timer.current) {
              cancelPending();
              readTyped(text);
            }
            if (parseStepperInput(text, integerOnly) === null) setText(String(value));
          }}
        />
        <button
          type="button"
          className={styles.button}
          aria-label={t('ui.increase')}
          aria-controls={inputId}
          disabled={disabled || atMax}
          onClick={() => press(1)}
        >
          <span aria-hidden="true">+</span>
        </button>
      </div>
    </div>
  );
}
