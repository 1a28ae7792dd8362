import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { createVirtualScheduler, settle } from '../testing/simulated-time.ts';
import { connectSearchSuggestions } from './search-suggestions.connect.ts';
import { searchSuggestionsEffects } from './search-suggestions.flow.ts';
import { searchSuggestionsMachine } from './search-suggestions.machine.ts';

function box(recent: string[] = []) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  const { scheduler, advance } = createVirtualScheduler();
  const actor = createActor(
    searchSuggestionsMachine.provide(searchSuggestionsEffects(ports.search, { scheduler })),
    { input: { recent } },
  ).start();
  const api = () => connectSearchSuggestions(actor.getSnapshot(), actor.send);
  return { actor, api, advance, ports };
}

describe('connectSearchSuggestions', () => {
  it('opens with the recent terms, then shows suggestions for a typed term', async () => {
    const { api, advance } = box(['cinema']);
    expect(api()).toMatchObject({ open: false, expanded: false, showRecent: false });
    api().type('pizz');
    expect(api()).toMatchObject({ term: 'pizz', open: true, showRecent: true, expanded: true });
    await settle();
    advance(200);
    await settle();
    expect(api().showSuggestions).toBe(true);
    expect(api().suggestions.length).toBeLessThanOrEqual(3);
    api().removeRecent('cinema');
    expect(api().recent).toEqual([]);
    api().clear();
    expect(api()).toMatchObject({ term: '', open: false, suggestions: [] });
  });

  it('submits the typed or the chosen term, and leads a suggestion to its detail', () => {
    const { api } = box();
    api().type('pizza');
    expect(api().submit()).toBe('/campanhas?query=pizza');
    expect(api().recent).toEqual(['pizza']);
    expect(api().submit('cinema <b>x</b>')).toBe('/campanhas?query=cinema%20x');
    expect(api().recent[0]).toBe('cinema x');
    api().type('x');
    const path = api().choose({
      slug: 'oferta',
      event: 'award',
      partner: { slug: 'parceiro' },
    } as Parameters<ReturnType<typeof api>['choose']>[0]);
    expect(path).toBe('/premios/parceiro?campaignSlug=oferta');
    expect(api().open).toBe(false);
    api().type('y');
    api().close();
    expect(api().open).toBe(false);
  });
});
