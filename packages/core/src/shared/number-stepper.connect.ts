import {
  canDecrement,
  canIncrement,
  parseStepperInput,
  readStepperInput,
  sanitiseStepperInput,
  stepDown,
  stepperBounds,
  stepUp,
  type StepperBounds,
} from './number-stepper.rules.ts';

/** The keys a focused stepper answers (SPEC §5, ARIA spinbutton): one step, or a bound. */
export type StepperKey = 'ArrowUp' | 'ArrowDown' | 'Home' | 'End';

/** What a number stepper shows and does for its value: a view only reads this. */
export interface StepperView {
  readonly bounds: StepperBounds;
  readonly value: number;
  /** The minus is disabled at min, the plus at max. */
  readonly atMin: boolean;
  readonly atMax: boolean;
  /** The value after a press of minus / plus (clamped to the bounds). */
  readonly down: number;
  readonly up: number;
  /** The value a key leads to, or null when the stepper does not answer that key. */
  keyed(key: string): number | null;
  /** What is kept of typed text (digits, and one decimal point unless integer only). */
  kept(typed: string): string;
  /**
   * Leaving the field: the value typed text reads as now (rather than after the debounce), or
   * `restore` when the text is no number and the field shows the value again.
   */
  left(text: string, pending: boolean): { emit: number | null; restore: boolean };
}

/** The stepper's view model over the pure rules of number-stepper.rules.ts. */
export function connectStepper(
  value: number,
  options: Partial<StepperBounds> & { integerOnly?: boolean } = {},
): StepperView {
  const { integerOnly = false, ...partial } = options;
  const bounds = stepperBounds(partial);
  const keys: Record<StepperKey, () => number> = {
    ArrowUp: () => stepUp(value, bounds),
    ArrowDown: () => stepDown(value, bounds),
    Home: () => bounds.min,
    End: () => bounds.max,
  };
  return {
    bounds,
    value,
    atMin: !canDecrement(value, bounds),
    atMax: !canIncrement(value, bounds),
    down: stepDown(value, bounds),
    up: stepUp(value, bounds),
    keyed: (key) => (key in keys ? keys[key as StepperKey]() : null),
    kept: (typed) => sanitiseStepperInput(typed, integerOnly),
    left: (text, pending) => {
      const emit = pending ? readStepperInput(text, integerOnly, bounds) : null;
      return { emit, restore: emit === null && parseStepperInput(text, integerOnly) === null };
    },
  };
}
