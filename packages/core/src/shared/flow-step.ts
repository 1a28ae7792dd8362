import type { AnyActorRef, EventFrom, SnapshotFrom } from 'xstate';
import type { ClubError } from './club-error.ts';

/** How a step ended: what it reached, or why it failed. */
export type StepEnd<R> =
  { readonly ok: true; readonly value: R } | { readonly ok: false; readonly error: ClubError };

export interface StepWatch<TActor extends AnyActorRef, R> {
  /** The step is still running (a request in flight). */
  busy: (snapshot: SnapshotFrom<TActor>) => boolean;
  /** How the step ended, or null while it has not. */
  end: (snapshot: SnapshotFrom<TActor>) => StepEnd<R> | null;
}

/** The flow did not take the step (it was in no state to): a bug of the caller, said plainly. */
export const STEP_REFUSED: ClubError = {
  kind: 'network',
  message: 'A etapa não pôde ser iniciada',
};

/**
 * Sends one step to a flow's actor and waits for the flow to settle: resolves with what it
 * reached, rejects with the flow's own error. A form whose submit is a step of a longer flow
 * (check then activate, a token then a new password) uses it, so that the flow stays the one
 * owner of the steps and the form the owner of its fields.
 */
export function stepThrough<TActor extends AnyActorRef, R>(
  actor: TActor,
  event: EventFrom<TActor>,
  watch: StepWatch<TActor, R>,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let settled = false;
    const finish = (snapshot: SnapshotFrom<TActor>): boolean => {
      if (settled) return true;
      const end = watch.end(snapshot);
      if (end === null) return false;
      settled = true;
      subscription.unsubscribe();
      if (end.ok) resolve(end.value);
      else reject(end.error);
      return true;
    };
    const subscription = actor.subscribe({
      next: (snapshot) => {
        if (!watch.busy(snapshot as SnapshotFrom<TActor>)) finish(snapshot as SnapshotFrom<TActor>);
      },
      // The flow stopped (the screen closed) before the step ended.
      complete: () => {
        if (settled) return;
        settled = true;
        subscription.unsubscribe();
        reject(STEP_REFUSED);
      },
    });
    actor.send(event);
    const now = actor.getSnapshot() as SnapshotFrom<TActor>;
    if (watch.busy(now)) return;
    if (!finish(now)) {
      settled = true;
      subscription.unsubscribe();
      reject(STEP_REFUSED);
    }
  });
}
