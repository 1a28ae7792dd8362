/** A value built on first `get()` and kept; `ifStarted()` reads it without building it. */
export interface Lazy<T> {
  get(): T;
  ifStarted(): T | null;
}

export function lazily<T>(build: () => T): Lazy<T> {
  let value: { current: T } | null = null;
  return {
    get() {
      value ??= { current: build() };
      return value.current;
    },
    ifStarted: () => value?.current ?? null,
  };
}
