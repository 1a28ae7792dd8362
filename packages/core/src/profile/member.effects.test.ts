import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { companyConfigEffects } from '../company/company-config.effects.ts';
import { companyConfigMachine } from '../company/company-config.machine.ts';
import type { CompanyPort } from '../company/company.port.ts';
import { memberEffects } from './member.effects.ts';
import { memberMachine } from './member.machine.ts';

/** A port call that never answers, recording the signal it was given. */
function hanging(signals: (AbortSignalLike | undefined)[]) {
  return (signal?: AbortSignalLike) => {
    signals.push(signal);
    return new Promise<never>(() => {});
  };
}

describe('the club-wide effects hand their actor’s signal to the port', () => {
  it('member: CLEAR aborts the load in flight', () => {
    const signals: (AbortSignalLike | undefined)[] = [];
    const actor = createActor(
      memberMachine.provide({ actors: memberEffects({ user: hanging(signals) }) }),
    ).start();
    actor.send({ type: 'LOAD' });
    expect(signals).toHaveLength(1);
    expect(signals[0]?.aborted).toBe(false);
    actor.send({ type: 'CLEAR' });
    expect(signals[0]?.aborted).toBe(true);
  });

  it('company config: a new LOAD aborts the last, and each variant asks its own call', () => {
    const signals: (AbortSignalLike | undefined)[] = [];
    const asked: string[] = [];
    const company: CompanyPort = {
      publicConfig: (slug, signal) => {
        asked.push(`public:${slug}`);
        return hanging(signals)(signal);
      },
      config: (signal) => {
        asked.push('member');
        return hanging(signals)(signal);
      },
    };
    const actor = createActor(
      companyConfigMachine.provide({ actors: companyConfigEffects(company) }),
      { input: { slug: 'clube-demo' } },
    ).start();
    actor.send({ type: 'LOAD', audience: 'member' });
    expect(asked).toEqual(['public:clube-demo', 'member']);
    expect(signals.map((signal) => signal?.aborted)).toEqual([true, false]);
    actor.stop();
    expect(signals[1]?.aborted).toBe(true);
  });
});
