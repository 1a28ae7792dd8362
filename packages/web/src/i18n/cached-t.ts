import type { i18n, TFunction } from 'i18next';

/** One instance's `t` functions, by language and namespace, each with the texts it gave. */
interface InstanceCache {
  fixed: Map<string, TFunction>;
  texts: Map<string, unknown>;
}

const caches = new WeakMap<i18n, InstanceCache>();

/** Texts kept per instance before they are all dropped (a bound on a long session's memory). */
const MAX_KEPT_TEXTS = 2000;

/** Separates the parts of a cache key (no key, namespace or option text holds it). */
const SEPARATOR = '\u0000';

/**
 * The options of a call that can be part of a cache key: none, or only strings, numbers and
 * booleans (interpolated values, `count`, `context`, `defaultValue`). Others (objects, arrays,
 * functions) make the call go to i18next every time.
 */
function optionsKey(options: unknown): string | null {
  if (options === undefined) return '';
  if (typeof options !== 'object' || options === null) return null;
  let key = '';
  for (const [name, value] of Object.entries(options)) {
    const kind = typeof value;
    if (kind !== 'string' && kind !== 'number' && kind !== 'boolean') return null;
    key += `${SEPARATOR}${name}=${kind[0]}${String(value)}`;
  }
  return key;
}

function cacheOf(instance: i18n): InstanceCache {
  let cache = caches.get(instance);
  if (!cache) {
    const created: InstanceCache = { fixed: new Map(), texts: new Map() };
    // A screen's texts are added the first time it shows (registerTexts): a key looked up
    // before then was missing, so whatever was kept may be out of date.
    const forget = () => created.texts.clear();
    instance.store.on('added', forget);
    instance.store.on('removed', forget);
    caches.set(instance, created);
    cache = created;
  }
  return cache;
}

/**
 * i18next's `getFixedT(language, namespace)`, made once per instance, language and namespace,
 * whose answers are kept: a text is looked up once, not at every render (i18next resolves each
 * call through its fallbacks, nesting and interpolation, which was about a third of the search
 * box's render at each key typed). Calls with a list of keys or options that are not plain
 * values are passed through. The kept texts are dropped when resources are added or removed.
 */
export function cachedFixedT(instance: i18n, language: string, namespace?: string): TFunction {
  const cache = cacheOf(instance);
  const name = `${language}${SEPARATOR}${namespace ?? ''}`;
  const existing = cache.fixed.get(name);
  if (existing) return existing;
  // i18next's TFunction is a branded overload set: the calls below go through a plain signature.
  const fixed = instance.getFixedT(language, namespace ?? null) as unknown as (
    ...args: unknown[]
  ) => unknown;
  const t = ((key: unknown, ...rest: unknown[]) => {
    const options = rest.length === 0 ? '' : rest.length === 1 ? optionsKey(rest[0]) : null;
    if (typeof key !== 'string' || options === null) return fixed(key, ...rest);
    const textKey = `${name}${SEPARATOR}${key}${options}`;
    if (cache.texts.has(textKey)) return cache.texts.get(textKey);
    const text = fixed(key, ...rest);
    // Interpolated values (a typed search term) make new keys: a long session starts afresh.
    if (cache.texts.size >= MAX_KEPT_TEXTS) cache.texts.clear();
    cache.texts.set(textKey, text);
    return text;
  }) as unknown as TFunction;
  cache.fixed.set(name, t);
  return t;
}
