/** The number stepper of SPEC §5, as pure rules; the view debounces typing by 500 ms. */

export interface StepperBounds {
  min: number;
  max: number;
  step: number;
}

export const STEPPER_DEFAULTS: StepperBounds = { min: 0, max: 10, step: 1 };

export function stepperBounds(partial: Partial<StepperBounds> = {}): StepperBounds {
  return { ...STEPPER_DEFAULTS, ...partial };
}

/** At or below min reads as min, at or above max as max. */
export function clampStepperValue(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): number {
  if (value <= bounds.min) return bounds.min;
  if (value >= bounds.max) return bounds.max;
  return value;
}

/** A change is emitted only when the value is within range. */
export function shouldEmitStepperValue(
  value: number,
  bounds: StepperBounds = STEPPER_DEFAULTS,
): boolean {
  return Number.isFinite(value) && value >= bounds.min && value <= bounds.max;
}

/** What typing may keep: digits only when integerOnly, else digits and one decimal point. */
export function sanitiseStepperInput(typed: string, integerOnly: boolean): string {
  if (integerOnly) return typed.replace(/\D/g, '');
  const kept = typed.replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

export function canDecrement(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): boolean {
  return value > bounds.min;
}

export function canIncrement(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): boolean {
  return value < bounds.max;
}

export function stepUp(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): number {
  return clampStepperValue(value + bounds.step, bounds);
}

export function stepDown(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): number {
  return clampStepperValue(value - bounds.step, bounds);
}

/** The integer check: an optional minus and digits. */
export function isIntegerText(text: string): boolean {
  return /^-?\d+$/.test(text);
}
