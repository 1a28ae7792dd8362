import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createFakePorts } from '../testing/fake-world.ts';
import { settle } from '../testing/simulated-time.ts';
import { connectNotice } from './notice.connect.ts';
import { noticeEffects } from './notice.flow.ts';
import { noticeMachine } from './notice.machine.ts';

function open(link: string | null) {
  const ports = createFakePorts({ clock: new SimulatedClock() });
  ports.notices.link = async () => {
    ports.recordings.calls.push('notices.link');
    return link;
  };
  const machine = noticeMachine.provide({ actors: noticeEffects(ports.notices) });
  const actor = createActor(machine).start();
  return {
    api: () => connectNotice(actor.getSnapshot(), actor.send),
    calls: ports.recordings.calls,
  };
}

describe('connectNotice', () => {
  it('asks for the link once, even when the notice has none, then closes into onboarding', async () => {
    const { api, calls } = open(null);
    await settle();
    expect(api()).toMatchObject({ modal: 'notice', needsLink: true });
    api().openLink();
    await settle();
    expect(api()).toMatchObject({ modal: 'notice', link: null, needsLink: false });
    api().openLink(); // a view asking again changes nothing
    await settle();
    expect(calls.filter((call) => call === 'notices.link')).toHaveLength(1);
    api().dismiss();
    expect(api().modal).toBe('onboarding');
  });

  it('closes while the link is still coming', async () => {
    const { api } = open('https://clube.example/aviso');
    await settle();
    api().openLink();
    api().dismiss();
    expect(api().modal).toBe('onboarding');
    await settle();
    expect(api().modal).toBe('onboarding');
  });
});
