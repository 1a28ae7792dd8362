import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { arbitraryNotice } from '../testing/arbitraries.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { noticeEffects } from './notice.flow.ts';
import { noticeMachine } from './notice.machine.ts';
import { noticeModals } from './notice.rules.ts';

/** Starts the flow over fake ports; `prepare` sets the scene before the first load. */
function start(prepare: (ports: ReturnType<typeof createFakePorts>) => void = () => {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const machine = noticeMachine.provide({ actors: noticeEffects(ports.notices) });
  const actor = createActor(machine).start();
  return { actor, ports };
}

describe('notice machine', () => {
  it('loads the last notice on start, with no event, and shows notice then onboarding', async () => {
    const { actor, ports } = start();
    expect(actor.getSnapshot().value).toBe('loading');
    await settle();
    expect(ports.recordings.calls).toEqual(['notices.last']);
    expect(actor.getSnapshot().context.modals).toEqual(['notice', 'onboarding']);
    actor.send({ type: 'OPEN_LINK' });
    await settle();
    expect(actor.getSnapshot().context.link).toBe('https://clube.example/avisos/7');
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().context.modals).toEqual(['onboarding']);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().value).toBe('done');
  });

  it('shows nothing when the notice fails or is empty, and LOAD asks again', async () => {
    const { actor, ports } = start((scene) =>
      scene.failNext('notices.last', { kind: 'network', message: 'x' }),
    );
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
    ports.world.notice = null;
    actor.send({ type: 'LOAD' });
    await settle();
    expect(ports.recordings.calls).toEqual(['notices.last', 'notices.last']);
    expect(actor.getSnapshot().value).toBe('done');
    expect(actor.getSnapshot().context.modals).toEqual([]);
  });

  it('reaches every state (xstate/graph)', () => {
    const { ports } = start();
    const { reached } = checkModel(
      noticeMachine.provide({ actors: noticeEffects(ports.notices) }),
      {
        events: [
          { type: 'LOAD' },
          { type: 'DISMISS' },
          { type: 'OPEN_LINK' },
          { type: 'xstate.done.actor.loadNotice', output: ports.world.notice },
          { type: 'xstate.done.actor.loadLink', output: 'l' },
        ],
        invariant: (snapshot) => {
          if (snapshot.matches('showing'))
            expect(snapshot.context.modals.length).toBeGreaterThan(0);
        },
      },
    );
    expect(reached).toEqual(stateValues('loading', 'showing', 'loadingLink', 'done'));
  });

  test.prop([arbitraryNotice])('shows each modal of the notice once, in order', async (notice) => {
    const { actor } = start((scene) => {
      scene.world.notice = notice;
    });
    await settle();
    const shown: string[] = [];
    while (actor.getSnapshot().matches('showing')) {
      shown.push(actor.getSnapshot().context.modals[0]!);
      actor.send({ type: 'DISMISS' });
    }
    expect(shown).toEqual(noticeModals(notice));
  });

  it('keeps data only in its context: it survives JSON', async () => {
    const { actor } = start();
    await settle();
    actor.send({ type: 'OPEN_LINK' });
    await settle();
    const { context } = actor.getSnapshot();
    expect(context.link).not.toBeNull();
    expect(JSON.parse(JSON.stringify(context))).toEqual(context);
  });

  it('takes its effects from provide: a swapped loadLink is the one asked, with the id', async () => {
    const ports = createFakePorts({ clock: new SimulatedClock() });
    const asked: string[] = [];
    const machine = noticeMachine.provide({
      actors: {
        ...noticeEffects(ports.notices),
        loadLink: fromPromise<string | null, { id: string }>(async ({ input }) => {
          asked.push(input.id);
          return 'https://outro.example/aviso';
        }),
      },
    });
    const actor = createActor(machine).start();
    await settle();
    actor.send({ type: 'OPEN_LINK' });
    await settle();
    expect(asked).toEqual([ports.world.notice?.id]);
    expect(actor.getSnapshot().context.link).toBe('https://outro.example/aviso');
    expect(ports.recordings.calls).toEqual(['notices.last']);
  });

  it('fails a step whose effect no flow provided, and shows nothing', async () => {
    const actor = createActor(noticeMachine).start();
    await settle();
    expect(actor.getSnapshot().value).toBe('done');
  });
});
