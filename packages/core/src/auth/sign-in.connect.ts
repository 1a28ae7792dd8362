import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { signInFormMachine, SignInEnd } from './sign-in.form.ts';
import type { signInMachine } from './sign-in.machine.ts';

/** The task's form: a child actor a view connects with `connectForm` (its snapshots are its own). */
export type SignInFormActor = ActorRefFrom<typeof signInFormMachine>;

/** Entrar (SPEC §2) as any view uses it. */
export interface SignInApi {
  readonly form: SignInFormActor;
  /** How the last sign-in ended, once it did. */
  readonly end: SignInEnd | null;
  /** The member must activate first: the host goes on to the activation form. */
  readonly mustActivate: boolean;
  /** A generic-app redirect to a place the company config does not vouch for: not followed. */
  readonly redirectRefused: boolean;
}

export function connectSignIn(snapshot: SnapshotFrom<typeof signInMachine>): SignInApi {
  const { end } = snapshot.context;
  return {
    form: snapshot.children.form as SignInFormActor,
    end,
    mustActivate: end === 'needsActivation',
    redirectRefused: end === 'redirectRefused',
  };
}
