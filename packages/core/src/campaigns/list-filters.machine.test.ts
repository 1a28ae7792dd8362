import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkModel, stateValues } from '../testing/model.ts';
import { listFiltersMachine } from './list-filters.machine.ts';

describe('list filters machine', () => {
  it('starts with cashback and exclusive off and no ordinator', () => {
    const actor = createActor(listFiltersMachine, { input: { cashbackAllowed: true } }).start();
    expect(actor.getSnapshot().context).toMatchObject({
      cashback: false,
      exclusive: false,
      ordinator: '',
    });
    actor.send({ type: 'TOGGLE_CASHBACK' });
    actor.send({ type: 'TOGGLE_EXCLUSIVE' });
    actor.send({ type: 'SET_ORDINATOR', ordinator: 'likes' });
    expect(actor.getSnapshot().context).toMatchObject({
      cashback: true,
      exclusive: true,
      ordinator: 'likes',
    });
    actor.send({ type: 'RESET' });
    expect(actor.getSnapshot().context).toMatchObject({
      cashback: false,
      exclusive: false,
      ordinator: '',
    });
  });

  it('never turns cashback on without the permission', () => {
    const actor = createActor(listFiltersMachine, {
      input: { cashbackAllowed: false, initial: { cashback: true, ordinator: 'discount' } },
    }).start();
    expect(actor.getSnapshot().context).toMatchObject({ cashback: false, ordinator: 'discount' });
    actor.send({ type: 'TOGGLE_CASHBACK' });
    expect(actor.getSnapshot().context.cashback).toBe(false);
  });

  test.prop([
    fc.boolean(),
    fc.array(fc.constantFrom('TOGGLE_CASHBACK', 'TOGGLE_EXCLUSIVE', 'RESET'), { maxLength: 10 }),
  ])(
    'cashback is on only when permitted (model run over xstate/graph paths)',
    (cashbackAllowed, events) => {
      const { reached } = checkModel(listFiltersMachine, {
        input: { cashbackAllowed },
        events: [...new Set(events)].map((type) => ({ type })) as never,
        invariant: (snapshot) => {
          if (!cashbackAllowed) expect(snapshot.context.cashback).toBe(false);
        },
      });
      expect(reached).toEqual(stateValues('active'));
    },
  );
});
