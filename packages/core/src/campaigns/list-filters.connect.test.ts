import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { connectListFilters } from './list-filters.connect.ts';
import { listFiltersMachine } from './list-filters.machine.ts';

const start = (cashbackAllowed: boolean) => {
  const actor = createActor(listFiltersMachine, { input: { cashbackAllowed } }).start();
  return () => connectListFilters(actor.getSnapshot(), actor.send);
};

describe('connectListFilters', () => {
  it('sorts, toggles and resets', () => {
    const filters = start(true);
    expect(filters().filters).toEqual({ cashback: false, exclusive: false, ordinator: '' });
    filters().sortBy('likes');
    filters().toggleExclusive();
    filters().toggleCashback();
    expect(filters().filters).toEqual({ cashback: true, exclusive: true, ordinator: 'likes' });
    filters().reset();
    expect(filters().filters).toEqual({ cashback: false, exclusive: false, ordinator: '' });
  });

  it('offers no cashback filter without cashback_tab', () => {
    const filters = start(false);
    filters().toggleCashback();
    expect(filters().cashbackAllowed).toBe(false);
    expect(filters().filters.cashback).toBe(false);
  });
});
