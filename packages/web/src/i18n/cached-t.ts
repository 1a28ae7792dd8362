import type { i18n, TFunction } from 'i18next';

/** One instance's `t` functions, by language and namespace, each with the texts it gave. */
interface InstanceCache {
  fixed: Map<string, TFunction>;
  texts: Map<string, unknown>;
}

const caches = new WeakMap<i18n, InstanceCache>();

/** Separates the language, namespace and key of a kept text (none of them holds it). */
const SEPARATOR = '\u0000';

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
 * whose plain lookups (`t('key')`, most of a screen's texts) are kept: looked up once, not at
 * every render (i18next resolves each call through its fallbacks and nesting, which was about a
 * third of the search box's render at each key typed). Calls with options (interpolation,
 * plurals) or a list of keys go to i18next every time. The kept texts are dropped when
 * resources are added or removed. The texts are bounded by the app's keys.
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
    if (typeof key !== 'string' || rest.length > 0) return fixed(key, ...rest);
    const textKey = `${name}${SEPARATOR}${key}`;
    if (cache.texts.has(textKey)) return cache.texts.get(textKey);
    const text = fixed(key);
    cache.texts.set(textKey, text);
    return text;
  }) as unknown as TFunction;
  cache.fixed.set(name, t);
  return t;
}
