import { test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { arbitraryNotice } from '../testing/arbitraries.ts';
import { createFakePorts } from '../testing/fake-world.ts';
import { checkModel, stateValues } from '../testing/model.ts';
import { settle } from '../testing/simulated-time.ts';
import { noticeMachine } from './notice.machine.ts';
import { noticeModals } from './notice.rules.ts';

/** Starts the flow over fake ports; `prepare` sets the scene before the first load. */
function start(prepare: (ports: ReturnType<typeof createFakePorts>) => void = () => {}) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  prepare(ports);
  const actor = createActor(noticeMachine, { input: { notices: ports.notices } }).start();
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
    const { reached } = checkModel(noticeMachine, {
      input: { notices: ports.notices },
      events: [
        { type: 'LOAD' },
        { type: 'DISMISS' },
        { type: 'OPEN_LINK' },
        { type: 'xstate.done.actor.loadNotice', output: ports.world.notice },
        { type: 'xstate.done.actor.loadLink', output: 'l' },
      ],
      invariant: (snapshot) => {
        if (snapshot.matches('showing')) expect(snapshot.context.modals.length).toBeGreaterThan(0);
      },
    });
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
});
