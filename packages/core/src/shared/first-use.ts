/**
 * A value built on its first use, then kept: `Intl` formatters cost tens of milliseconds on a
 * slow phone, and a module that builds them as it loads charges that to every page that
 * imports it, shown or not.
 */
export function onFirstUse<T>(build: () => T): () => T {
  let built: { value: T } | null = null;
  return () => (built ??= { value: build() }).value;
}
