import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectLoad } from './load.connect.ts';
import { createLoadMachine } from './load.machine.ts';

const machine = createLoadMachine<string, { answers: (() => Promise<string>)[] }>('thing');

function start(eager: boolean, answers: (() => Promise<string>)[]) {
  let calls = 0;
  const actor = createActor(machine, {
    input: {
      eager,
      deps: { answers },
      load: (deps) => {
        const answer = deps.answers[calls++];
        return answer ? answer() : Promise.reject(new Error('no more answers'));
      },
    },
  }).start();
  return { api: () => connectLoad(actor.getSnapshot(), actor.send), calls: () => calls };
}

describe('load machine', () => {
  it('an eager flow loads as soon as it starts', async () => {
    const { api, calls } = start(true, [async () => 'banners']);
    expect(api().loading).toBe(true);
    await settle();
    expect(calls()).toBe(1);
    expect(api().data).toBe('banners');
  });

  it('a lazy flow waits for LOAD (a gift card revealed on demand)', async () => {
    const { api, calls } = start(false, [async () => 'GIFT-1']);
    await settle();
    expect(api().idle).toBe(true);
    expect(calls()).toBe(0);
    api().load();
    await settle();
    expect(api().data).toBe('GIFT-1');
  });

  it('a failure can be retried', async () => {
    const { api } = start(true, [
      async () => {
        throw { kind: 'server', status: 500, message: 'erro' };
      },
      async () => 'ok',
    ]);
    await settle();
    expect(api().error).toMatchObject({ status: 500 });
    api().retry();
    await settle();
    expect(api().error).toBeNull();
    expect(api().data).toBe('ok');
  });

  it('reaches every state (xstate/graph)', () => {
    const input = { eager: false, deps: { answers: [] }, load: async () => 'x' };
    const { reached } = checkModel(machine, {
      input,
      events: [
        { type: 'LOAD' },
        { type: 'RETRY' },
        { type: 'xstate.done.actor.0.thing.loading', output: 'x' },
        { type: 'xstate.error.actor.0.thing.loading', error: { kind: 'network', message: 'x' } },
      ],
    });
    expect(reached).toEqual(stateValues('idle', 'loading', 'ready', 'failed'));
  });
});
