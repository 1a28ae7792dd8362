import type { ActorRefFrom } from 'xstate';
import type { memberMachine } from './member.machine.ts';

/** A host whose runtime holds the signed-in member's actor (the club's runtime). */
export interface MemberHost {
  readonly runtime: { readonly member: ActorRefFrom<typeof memberMachine> };
}
