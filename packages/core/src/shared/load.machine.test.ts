import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import type { AbortSignalLike } from './abort-signal.ts';
import { connectLoad } from './load.connect.ts';
import { createLoadMachine, withLoad } from './load.machine.ts';

const machine = createLoadMachine<string>('thing');

function start(eager: boolean, answers: (() => Promise<string>)[]) {
  let calls = 0;
  const signals: AbortSignalLike[] = [];
  const loading = withLoad(machine, (signal) => {
    signals.push(signal);
    const answer = answers[calls++];
    return answer ? answer() : Promise.reject(new Error('no more answers'));
  });
  const actor = createActor(loading, { input: { eager } }).start();
  return {
    actor,
    signals,
    api: () => connectLoad(actor.getSnapshot(), actor.send),
    calls: () => calls,
  };
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

  it('keeps data only in its context, and aborts the call when the flow stops', async () => {
    const { actor, api, signals } = start(true, [() => new Promise<string>(() => undefined)]);
    const context = actor.getSnapshot().context;
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
    expect(api().loading).toBe(true);
    expect(signals[0]?.aborted).toBe(false);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
  });

  it('unsupplied, the load fails naming its effect', async () => {
    const actor = createActor(machine, { input: { eager: true } }).start();
    await settle();
    expect(connectLoad(actor.getSnapshot(), actor.send).error?.message).toContain("'load'");
  });

  it('reaches every state (xstate/graph)', () => {
    const input = { eager: false };
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
