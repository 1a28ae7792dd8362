import {
  asyncScheduler,
  debounceTime,
  filter,
  map,
  type Observable,
  Subject,
  type SchedulerLike,
} from 'rxjs';
import { NUMBER_STEPPER_DEBOUNCE_MS } from './constants.ts';
import { readStepperInput, STEPPER_DEFAULTS, type StepperBounds } from './number-stepper.rules.ts';

/**
 * The stepper's typed text to emitted values (SPEC §5): debounced by 500 ms, cleaned by
 * integerOnly, clamped into range, and emitted only when it is a number.
 */
export function stepperValues(
  typed: Observable<string>,
  options: { bounds?: StepperBounds; integerOnly?: boolean; scheduler?: SchedulerLike } = {},
): Observable<number> {
  const bounds = options.bounds ?? STEPPER_DEFAULTS;
  return typed.pipe(
    debounceTime(NUMBER_STEPPER_DEBOUNCE_MS, options.scheduler ?? asyncScheduler),
    map((text) => readStepperInput(text, options.integerOnly ?? false, bounds)),
    filter((value): value is number => value !== null),
  );
}

/** Typing into a stepper, for a view that does not hold an rxjs stream itself. */
export interface StepperTyping {
  /** What the member typed, as it stands after each keystroke. */
  type(text: string): void;
  /** Stops reading: a value still waiting for the debounce is dropped. */
  stop(): void;
}

/** Starts `stepperValues` over typed text and hands each emitted value to `onValue`. */
export function startStepperTyping(
  onValue: (value: number) => void,
  options: Parameters<typeof stepperValues>[1] = {},
): StepperTyping {
  const typed = new Subject<string>();
  const subscription = stepperValues(typed, options).subscribe(onValue);
  return {
    type: (text) => typed.next(text),
    stop: () => subscription.unsubscribe(),
  };
}
