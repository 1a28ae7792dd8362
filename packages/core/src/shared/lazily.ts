/** A value built on first `get()` and kept; `ifStarted()` reads it without building it. */
export interface Lazy<T> {
  get(): T;
  ifStarted(): T | null;
}

/**
 * A class, not an object of closures: its methods are shared by every instance, so that a
 * club's four lazy actors cost four small objects (SDK capacity: clubs per process).
 */
class LazyValue<T> implements Lazy<T> {
  private built: { current: T } | null = null;
  constructor(private readonly build: () => T) {}

  get(): T {
    this.built ??= { current: this.build() };
    return this.built.current;
  }

  ifStarted(): T | null {
    return this.built?.current ?? null;
  }
}

export function lazily<T>(build: () => T): Lazy<T> {
  return new LazyValue(build);
}
