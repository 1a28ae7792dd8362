import type { SessionHost } from './session.host.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { signInEffects } from './sign-in.effects.ts';
import { signInMachine } from './sign-in.machine.ts';

/** Entrar: the sign-in task (its form a child) over the club's session and company config. */
export function signInFlow(
  club: FlowHost & SessionHost & CompanyConfigHost,
): Flow<typeof signInMachine> {
  return flow(
    signInMachine.provide({ actors: signInEffects(club) }),
    { company: club.companyConfig.getSnapshot().context.config?.slug ?? null },
    club.runtime.clock,
  );
}
