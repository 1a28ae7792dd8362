import { expect, it } from 'vitest';
import { SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { searchOrEmpty } from './search-campaigns.ts';
import { searchIndexFor } from '../shared/search.rules.ts';

it('answers the hits, or an empty result when the search fails', async () => {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const query = { index: searchIndexFor('default'), query: 'cinema', hitsPerPage: 10 };
  const found = await searchOrEmpty(ports.search, query);
  expect(found.nbHits).toBeGreaterThan(0);
  ports.failNext('search.search', { kind: 'server', status: 500, message: 'x' });
  expect(await searchOrEmpty(ports.search, query)).toEqual({ hits: [], nbHits: 0, page: 0 });
});
