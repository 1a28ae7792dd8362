import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../http/http-client.ts';
import { clientsFor, faultyFetch, signIn, type TestClients } from '../test/clients.ts';
import { recordingFetch } from '../test/recording-fetch.ts';
import { expectFaultsTyped } from '../test/faults.ts';
import { useSandbox } from '../test/sandbox-fixture.ts';
import { flow, startFlow } from '@clube/core';
import {
  searchFilters,
  searchIndexFor,
  searchSuggestionsEffects,
  searchSuggestionsMachine,
} from '@clube/core/search';
import { createSearchAdapter, indexFilters } from './search.adapter.ts';

const sandbox = useSandbox();
let clients: TestClients;

beforeAll(async () => {
  clients = clientsFor(sandbox(), await signIn(sandbox()));
});

describe('REST search against the sandbox', () => {
  it('searches with the core index and filters, mapped to the index attributes', async () => {
    const search = createSearchAdapter(clients.http);
    const all = await search.search({
      index: searchIndexFor('default'),
      query: '',
      hitsPerPage: 100,
    });
    // Hits carry `objectID`; the adapter gives them the core's `id`.
    expect(all.hits[0]?.id).toMatch(/^\d+$/);
    expect(all.nbHits).toBeGreaterThan(0);
    const filters = searchFilters({ highlight: true, exclusive: true, cashback: false });
    expect(indexFilters(filters)).toBe('is_highlighted:true AND is_exclusive:true');
    const narrowed = await search.search({
      index: searchIndexFor('likes'),
      query: '',
      filters,
      hitsPerPage: 100,
    });
    expect(narrowed.nbHits).toBeLessThan(all.nbHits);
    expect(narrowed.hits.every((hit) => hit.is_highlighted)).toBe(true);
    const cashback = await search.search({
      index: searchIndexFor('default'),
      query: '',
      filters: searchFilters({ cashback: true }),
    });
    expect(cashback.nbHits).toBeGreaterThan(0);
    expect(cashback.nbHits).toBeLessThan(all.nbHits);
  });

  it('is cancelled by its signal', async () => {
    const controller = new AbortController();
    clients.fault.value = 'latency=2000';
    const pending = createSearchAdapter(clients.http).search(
      { index: 'campaigns', query: 'pizza' },
      controller.signal,
    );
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    clients.fault.value = null;
  });

  it('aborts, down to fetch, the suggestion request a newer term supersedes', async () => {
    const token = await signIn(sandbox());
    const fault = { value: 'latency=1500' as string | null };
    const recorder = recordingFetch(faultyFetch(fault));
    const http = createHttpClient({
      baseUrl: sandbox().url,
      getToken: () => token,
      fetch: recorder.fetch,
    });
    const logic = searchSuggestionsMachine.provide(
      searchSuggestionsEffects(createSearchAdapter(http)),
    );
    const box = startFlow(flow(logic, {}));
    try {
      box.send({ type: 'TYPE', term: 'pizza' });
      await vi.waitFor(() => expect(recorder.requests).toHaveLength(1), { timeout: 2000 });
      fault.value = null;
      box.send({ type: 'TYPE', term: 'farm' });
      await vi.waitFor(() => expect(recorder.requests).toHaveLength(2), { timeout: 2000 });
      const [superseded, current] = recorder.requests;
      expect(superseded?.body).toMatchObject({ query: 'pizza' });
      expect(superseded?.signal.aborted).toBe(true);
      await vi.waitFor(() =>
        expect(box.getSnapshot().context.suggestions.length).toBeGreaterThan(0),
      );
      expect(current?.body).toMatchObject({ query: 'farm', hitsPerPage: 3 });
      expect(current?.signal.aborted).toBe(false);
    } finally {
      box.stop();
    }
  });

  it('answers 422 for an unknown index', async () => {
    await expect(
      createSearchAdapter(clients.http).search({ index: 'nao-existe', query: '' }),
    ).rejects.toMatchObject({ status: 422 });
  });

  it('types 500, 422, a dropped connection and malformed JSON', async () => {
    await expectFaultsTyped(clients.fault, () =>
      createSearchAdapter(clients.http).search({ index: 'campaigns', query: '' }),
    );
  });
});
