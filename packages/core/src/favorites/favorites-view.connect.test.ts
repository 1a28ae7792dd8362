import { describe, expect, it, vi } from 'vitest';
import type { PagedListApi } from '../paging/paging.connect.ts';
import type { FavoritedCampaign } from './favorited-campaign.schema.ts';
import { connectFavoritesView } from './favorites-view.connect.ts';

const item = (slug: string) => ({ slug }) as FavoritedCampaign;

function listOf(slugs: string[], total: number): PagedListApi<FavoritedCampaign, object> {
  return {
    items: slugs.map(item),
    total,
    query: {},
    loading: false,
    loadingMore: false,
    hasMore: slugs.length < total,
    empty: total === 0,
    error: null,
    keyOf: (entry) => entry.slug,
    loadMore: vi.fn(),
    retry: vi.fn(),
    reload: vi.fn(),
    filter: vi.fn(),
    setQuery: vi.fn(),
    remove: vi.fn(),
  };
}

describe('favorites view', () => {
  it('drops an unfavorited item and the total by one', () => {
    const list = listOf(['a', 'b', 'c'], 12);
    const view = connectFavoritesView(list, ['a', 'c']);
    expect(view.items.map((entry) => entry.slug)).toEqual(['a', 'c']);
    expect(view.total).toBe(11);
    expect(view.empty).toBe(false);
  });

  it('is empty once the last favorite goes', () => {
    const view = connectFavoritesView(listOf(['a'], 1), []);
    expect(view.items).toEqual([]);
    expect(view.total).toBe(0);
    expect(view.empty).toBe(true);
  });

  it('keeps the commands of the list', () => {
    const list = listOf(['a'], 5);
    connectFavoritesView(list, ['a']).loadMore();
    expect(list.loadMore).toHaveBeenCalledOnce();
  });
});
