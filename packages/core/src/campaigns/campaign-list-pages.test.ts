import { describe, expect, it, vi } from 'vitest';
import { listBannersPage, LIST_BANNERS_PAGE_SIZE } from './campaign-list-pages.ts';

describe('listBannersPage', () => {
  it("asks for a page of the list's banners (type 1) with the request's signal", async () => {
    const paginatedBanners = vi.fn(() =>
      Promise.resolve({ data: [], page: 2, limit: LIST_BANNERS_PAGE_SIZE, total: 0 } as never),
    );
    const signal = new AbortController().signal;
    await listBannersPage({ paginatedBanners }, { page: 2, query: { tag: 'verao' }, signal });
    expect(paginatedBanners).toHaveBeenCalledWith(
      { type: 1, page: 2, limit: LIST_BANNERS_PAGE_SIZE, tag: 'verao' },
      signal,
    );
  });
});
