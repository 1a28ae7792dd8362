import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { createVirtualScheduler, settle } from '../testing/simulated-time.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { readRecentSearches, recentSearchesKey } from './recent-searches.rules.ts';
import { connectSearchSuggestions } from './search-suggestions.connect.ts';
import {
  keptRecentSearches,
  searchSuggestionsEffects,
  type RecentStore,
} from './search-suggestions.flow.ts';
import { searchSuggestionsMachine } from './search-suggestions.machine.ts';

function start() {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const { scheduler, advance: advanceTime } = createVirtualScheduler();
  const actor = createActor(
    searchSuggestionsMachine.provide(searchSuggestionsEffects(ports.search, { scheduler })),
    { input: {} },
  ).start();
  const advance = async (ms: number) => {
    await settle();
    advanceTime(ms);
    await settle();
  };
  return { actor, ports, scheduler, advance };
}

describe('search suggestions machine', () => {
  it('debounces by 200 ms and shows at most 3 suggestions', async () => {
    const { actor, ports, advance } = start();
    actor.send({ type: 'TYPE', term: 'piz' });
    await advance(199);
    expect(ports.recordings.searches).toEqual([]);
    actor.send({ type: 'TYPE', term: 'pizz' });
    await advance(199);
    expect(ports.recordings.searches).toEqual([]);
    await advance(1);
    expect(ports.recordings.searches.map((search) => search.query)).toEqual(['pizz']);
    expect(actor.getSnapshot().value).toBe('open');
    expect(actor.getSnapshot().context.suggestions.length).toBeGreaterThan(0);
    expect(actor.getSnapshot().context.suggestions.length).toBeLessThanOrEqual(3);
  });

  it('aborts the real AbortSignal of a request a newer term supersedes', async () => {
    const { actor, ports, advance } = start();
    const signals: [string, unknown][] = [];
    let release: () => void = () => undefined;
    const original = ports.search.search;
    ports.search.search = (query, signal) => {
      signals.push([query.query, signal]);
      if (query.query !== 'pizza') return original(query, signal);
      return new Promise((resolve) => (release = () => void original(query, signal).then(resolve)));
    };
    actor.send({ type: 'TYPE', term: 'pizza' });
    await advance(200);
    actor.send({ type: 'TYPE', term: 'cinema' });
    await advance(200);
    release();
    await settle();
    // A real signal, so that an HTTP client (ky, fetch) can cancel the request itself.
    expect(signals.map(([, signal]) => signal instanceof AbortSignal)).toEqual([true, true]);
    expect(signals.map(([term, signal]) => [term, (signal as AbortSignal).aborted])).toEqual([
      ['pizza', true],
      ['cinema', false],
    ]);
    const { suggestions } = actor.getSnapshot().context;
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((s) => s.name?.toLowerCase().includes('cinema'))).toBe(true);
  });

  it('asks nothing for short terms and gives none on failure', async () => {
    const { actor, ports, advance } = start();
    actor.send({ type: 'TYPE', term: 'pi' });
    await advance(300);
    expect(ports.recordings.searches).toEqual([]);
    ports.failNext('search.search', { kind: 'network', message: 'x' });
    actor.send({ type: 'TYPE', term: 'pizza' });
    await advance(300);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('submits to Campanhas, records the term and removes recent ones', () => {
    const { actor } = start();
    actor.send({ type: 'TYPE', term: 'pizza <b>x</b>' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({
      submitPath: '/campanhas?query=pizza%20x',
      recent: ['pizza x'],
    });
    actor.send({ type: 'TYPE', term: '  ' });
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context).toMatchObject({ submitPath: null, recent: ['pizza x'] });
    actor.send({ type: 'REMOVE_RECENT', term: 'pizza x' });
    expect(actor.getSnapshot().context.recent).toEqual([]);
    actor.send({ type: 'TYPE', term: 'x' });
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    actor.send({ type: 'CLEAR' });
    expect(actor.getSnapshot().context.term).toBe('');
  });

  it('keeps the recent terms in the storage given, so that a new box (a reload) finds them', () => {
    const storage = createMemoryStorage();
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const recentStore = { storage, key: recentSearchesKey('clube-demo', '52998224725') };
    const boxKeptIn = (store: RecentStore) =>
      createActor(
        searchSuggestionsMachine.provide(
          searchSuggestionsEffects(ports.search, { recentStore: store }),
        ),
        { input: { recent: keptRecentSearches(store) } },
      ).start();
    const first = boxKeptIn(recentStore);
    first.send({ type: 'TYPE', term: 'pizza' });
    first.send({ type: 'SUBMIT' });
    first.send({ type: 'TYPE', term: 'cinema' });
    first.send({ type: 'SUBMIT' });
    first.stop();
    const again = boxKeptIn(recentStore);
    expect(again.getSnapshot().context.recent).toEqual(['cinema', 'pizza']);
    again.send({ type: 'REMOVE_RECENT', term: 'cinema' });
    const other = boxKeptIn({ storage, key: recentSearchesKey('engaja-mais', '52998224725') });
    expect(other.getSnapshot().context.recent).toEqual([]);
    expect(boxKeptIn(recentStore).getSnapshot().context.recent).toEqual(['pizza']);
  });

  it('reads a damaged stored list as no recent terms', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', '{not json');
    expect(readRecentSearches(storage, 'k')).toEqual([]);
    storage.setItem('k', JSON.stringify(['a', 3, '', 'b']));
    expect(readRecentSearches(storage, 'k')).toEqual(['a', 'b']);
  });

  it('says when the search answered the typed term with nothing', async () => {
    const { actor, advance } = start();
    const api = () => connectSearchSuggestions(actor.getSnapshot(), actor.send);
    actor.send({ type: 'TYPE', term: 'zzzqqq' });
    expect(api().noMatch).toBe(false);
    await advance(200);
    expect(api()).toMatchObject({ noMatch: true, expanded: true, showSuggestions: false });
    actor.send({ type: 'TYPE', term: 'zz' });
    await advance(200);
    expect(api().noMatch).toBe(false);
    actor.send({ type: 'TYPE', term: 'pizza' });
    await advance(200);
    expect(api()).toMatchObject({ noMatch: false, showSuggestions: true });
  });

  it('reaches every state; suggestions never exceed 3 (xstate/graph)', () => {
    const { reached } = checkModel(searchSuggestionsMachine, {
      input: {},
      events: [
        { type: 'TYPE', term: 'pizza' },
        { type: 'CLEAR' },
        { type: 'SUBMIT' },
        { type: 'CLOSE' },
        { type: 'REMOVE_RECENT', term: 'pizza' },
      ],
      serializeContext: (context) => [context.term, context.recent, context.submitPath],
      invariant: (snapshot) => expect(snapshot.context.suggestions.length).toBeLessThanOrEqual(3),
    });
    expect(reached).toEqual(stateValues('closed', 'open'));
  });

  test.prop([
    fc.array(
      fc.record({
        term: fc.constantFrom('pizza', 'cinema', 'pi', '', 'farmacia'),
        wait: fc.integer({ min: 0, max: 400 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  ])('only debounced terms are searched, and the last answer matches the box', async (typing) => {
    const { actor, ports, advance } = start();
    for (const { term, wait } of typing) {
      actor.send({ type: 'TYPE', term });
      await advance(wait);
    }
    await advance(200);
    const searched = ports.recordings.searches.map((search) => search.query);
    searched.forEach((term) => expect(term.length).toBeGreaterThanOrEqual(3));
    const last = typing.at(-1)!.term;
    const { suggestions } = actor.getSnapshot().context;
    expect(suggestions.length).toBeLessThanOrEqual(3);
    if (last.length < 3) expect(suggestions).toEqual([]);
  });
});
