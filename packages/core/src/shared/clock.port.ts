/** Wall-clock time, taken from a port so that tests and simulations control it. */
export interface ClockPort {
  /** Milliseconds since the Unix epoch. */
  now(): number;
}

export const ClockPortToken = Symbol.for('clube.ClockPort');

export const systemClock: ClockPort = { now: () => Date.now() };
