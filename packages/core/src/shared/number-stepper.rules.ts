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

/**
 * What typing may keep: digits only when integerOnly, else digits and one decimal point. A
 * decimal comma (how Brazilians type '2,5') is read as the point.
 */
export function sanitiseStepperInput(typed: string, integerOnly: boolean): string {
  if (integerOnly) return typed.replace(/\D/g, '');
  const kept = typed.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  return point === -1 ? kept : kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

export function canDecrement(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): boolean {
  return value > bounds.min;
}

export function canIncrement(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): boolean {
  return value < bounds.max;
}

/** Decimal places of a number as written, or null for one written with an exponent. */
function decimalPlaces(value: number): number | null {
  const text = String(value);
  if (/e/i.test(text)) return null;
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/** value + delta without binary float noise: 0.2 + 0.1 gives 0.3, not 0.30000000000000004. */
function addDecimals(value: number, delta: number): number {
  const places = [decimalPlaces(value), decimalPlaces(delta)];
  if (places.includes(null)) return value + delta;
  return Number((value + delta).toFixed(Math.max(...(places as number[]))));
}

export function stepUp(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): number {
  return clampStepperValue(addDecimals(value, bounds.step), bounds);
}

export function stepDown(value: number, bounds: StepperBounds = STEPPER_DEFAULTS): number {
  return clampStepperValue(addDecimals(value, -bounds.step), bounds);
}

/** The integer check: an optional minus and digits. */
export function isIntegerText(text: string): boolean {
  return /^-?\d+$/.test(text);
}

/** Kept text as a number, or null while it holds none yet ('' or a lone '.'). */
export function parseStepperInput(kept: string, integerOnly: boolean): number | null {
  if (integerOnly) return isIntegerText(kept) ? Number(kept) : null;
  if (!/\d/.test(kept)) return null;
  const value = Number(kept);
  return Number.isFinite(value) ? value : null;
}

/**
 * What the stepper makes of typed text: cleaned, read, clamped into range; null when there is
 * nothing to emit (no number yet).
 */
export function readStepperInput(
  typed: string,
  integerOnly: boolean,
  bounds: StepperBounds = STEPPER_DEFAULTS,
): number | null {
  const value = parseStepperInput(sanitiseStepperInput(typed, integerOnly), integerOnly);
  if (value === null) return null;
  const clamped = clampStepperValue(value, bounds);
  return shouldEmitStepperValue(clamped, bounds) ? clamped : null;
}
