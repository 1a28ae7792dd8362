import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from '../../../router/index.ts';
import { describe, expect, it } from 'vitest';
import { FlowCacheProvider } from '../../../runtime/flow-cache.tsx';
import { createFakeClub, renderWithClub, signInDemo } from '../../../test/fake-club.tsx';
import ShowcaseScreen from './ShowcaseScreen.tsx';

describe('ShowcaseScreen', { timeout: 20_000 }, () => {
  it("lists the tag's campaigns in the campaign cards, asking for the tag and its banners", async () => {
    const { club, ports } = createFakeClub();
    const asked: unknown[] = [];
    const list = ports.campaigns.list.bind(ports.campaigns);
    ports.campaigns.list = (filters, signal) => {
      asked.push(filters);
      return list(filters, signal);
    };
    // List banners are read page by page as the list grows (SPEC §9: one after every 3).
    const banners = ports.campaigns.paginatedBanners.bind(ports.campaigns);
    const bannerQueries: unknown[] = [];
    ports.campaigns.paginatedBanners = (query) => {
      bannerQueries.push(query);
      return banners(query);
    };
    await signInDemo(club);
    renderWithClub(
      <FlowCacheProvider>
        <Routes>
          <Route path="/vitrine/:tag" element={<ShowcaseScreen />} />
        </Routes>
      </FlowCacheProvider>,
      { club, route: '/vitrine/black-friday' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Vitrine' })).toBeInTheDocument();
    const shown = await screen.findByRole('list', { name: 'Vitrine black-friday' });
    await waitFor(() => expect(within(shown).getAllByRole('article')).toHaveLength(10));
    expect(asked[0]).toMatchObject({ tag: 'black-friday', page: 1, limit: 10 });
    expect(bannerQueries[0]).toMatchObject({ type: 1, tag: 'black-friday', page: 1 });
  });
});
