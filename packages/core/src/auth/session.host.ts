import type { ActorRefFrom } from 'xstate';
import type { sessionMachine } from './session.machine.ts';

/** A host holding the member's session actor (the club): for flows that read or sign in. */
export interface SessionHost {
  readonly session: ActorRefFrom<typeof sessionMachine>;
}

/** A host whose runtime hands a token obtained by a flow (activation, invite) to the session. */
export interface TokenHost {
  readonly runtime: { onToken(token: string): void };
}
