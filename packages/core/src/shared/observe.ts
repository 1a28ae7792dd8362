import { Observable } from 'rxjs';
import type { AnyActorRef, SnapshotFrom } from 'xstate';

/**
 * An actor's snapshots as an rxjs stream that starts with the current snapshot, for
 * consumers without React (bots, native apps, tests).
 */
export function observe<TActor extends AnyActorRef>(
  actor: TActor,
): Observable<SnapshotFrom<TActor>> {
  return new Observable<SnapshotFrom<TActor>>((subscriber) => {
    subscriber.next(actor.getSnapshot() as SnapshotFrom<TActor>);
    const subscription = actor.subscribe({
      next: (snapshot) => subscriber.next(snapshot as SnapshotFrom<TActor>),
      error: (error) => subscriber.error(error),
      complete: () => subscriber.complete(),
    });
    return () => subscription.unsubscribe();
  });
}
