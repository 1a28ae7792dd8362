import {
  asyncScheduler,
  debounceTime,
  filter,
  map,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { NUMBER_STEPPER_DEBOUNCE_MS } from './constants.ts';
import {
  sanitiseStepperInput,
  shouldEmitStepperValue,
  STEPPER_DEFAULTS,
  type StepperBounds,
} from './number-stepper.rules.ts';

/**
 * The stepper's typed text to emitted values (SPEC §5): cleaned by integerOnly, debounced by
 * 500 ms, and emitted only when it is a number within range.
 */
export function stepperValues(
  typed: Observable<string>,
  options: { bounds?: StepperBounds; integerOnly?: boolean; scheduler?: SchedulerLike } = {},
): Observable<number> {
  const bounds = options.bounds ?? STEPPER_DEFAULTS;
  return typed.pipe(
    debounceTime(NUMBER_STEPPER_DEBOUNCE_MS, options.scheduler ?? asyncScheduler),
    map((text) => sanitiseStepperInput(text, options.integerOnly ?? false)),
    filter((text) => text !== '' && text !== '.'),
    map(Number),
    filter((value) => shouldEmitStepperValue(value, bounds)),
  );
}
