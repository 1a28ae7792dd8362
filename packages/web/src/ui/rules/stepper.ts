/**
 * SPEC §5 number stepper rules, pure. To be swapped for the core's stepper rules.
 * Defaults: min 0, max 10, step 1.
 */
export interface StepperRange {
  min: number;
  max: number;
}

export interface StepperOptions extends StepperRange {
  step: number;
  integerOnly: boolean;
}

export const STEPPER_DEFAULTS: StepperOptions = { min: 0, max: 10, step: 1, integerOnly: false };

/** A value at or below min becomes min; at or above max becomes max. */
export function clampStepperValue(value: number, { min, max }: StepperRange): number {
  if (value <= min) return min;
  if (value >= max) return max;
  return value;
}

/** The change is emitted only when the value lies within [min, max]. */
export function isWithinStepperRange(value: number, { min, max }: StepperRange): boolean {
  return Number.isFinite(value) && value >= min && value <= max;
}

/** The integer check: an optional minus and digits. */
export function isIntegerText(text: string): boolean {
  return /^-?\d+$/.test(text);
}

/**
 * What the stepper's input keeps of what was typed: digits only when integerOnly,
 * otherwise digits and one decimal point (a decimal comma is read as the point).
 */
export function sanitizeStepperInput(text: string, integerOnly: boolean): string {
  if (integerOnly) return text.replace(/\D/g, '');
  const kept = text.replace(/,/g, '.').replace(/[^\d.]/g, '');
  const point = kept.indexOf('.');
  if (point === -1) return kept;
  return kept.slice(0, point + 1) + kept.slice(point + 1).replace(/\./g, '');
}

/** Typed text → a number, or null when it holds no number yet ('' or '.'). */
export function parseStepperInput(text: string, integerOnly: boolean): number | null {
  if (integerOnly) return isIntegerText(text) ? Number(text) : null;
  if (!/\d/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function decimalsOf(value: number): number {
  const text = String(value);
  const point = text.indexOf('.');
  return point === -1 ? 0 : text.length - point - 1;
}

/** One press of plus (+1) or minus (-1): value ± step, clamped, without float noise. */
export function stepStepperValue(
  value: number,
  direction: 1 | -1,
  { min, max, step }: Omit<StepperOptions, 'integerOnly'>,
): number {
  const decimals = Math.max(decimalsOf(value), decimalsOf(step));
  const next = Number((value + direction * step).toFixed(decimals));
  return clampStepperValue(next, { min, max });
}
