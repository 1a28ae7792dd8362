import { fc, test } from '@fast-check/vitest';
import { expect, it } from 'vitest';
import { applyFavoriteAnswer, removeFromFavoritesView } from './favorites.rules.ts';

test.prop([fc.uniqueArray(fc.string()), fc.string(), fc.boolean()])(
  "the local list follows the server's answer",
  (slugs, slug, now) => {
    const next = applyFavoriteAnswer(slugs, slug, now);
    expect(next.includes(slug)).toBe(now);
    expect(new Set(next).size).toBe(next.length);
    expect(next.filter((entry) => entry !== slug)).toEqual(slugs.filter((entry) => entry !== slug));
  },
);

it('removes an unfavorited item from the view and decrements the count', () => {
  const view = { items: [{ slug: 'a' }, { slug: 'b' }], total: 12 };
  expect(removeFromFavoritesView(view, 'a')).toEqual({ items: [{ slug: 'b' }], total: 11 });
  expect(removeFromFavoritesView(view, 'z')).toEqual(view);
  expect(removeFromFavoritesView({ items: [{ slug: 'a' }], total: 0 }, 'a').total).toBe(0);
});
