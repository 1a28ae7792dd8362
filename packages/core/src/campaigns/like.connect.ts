import type { SnapshotFrom } from 'xstate';
import type { LikeEvent, likeMachine } from './like.machine.ts';

/** A like button as any view uses it (SPEC §4 "Liking"). */
export interface LikeApi {
  readonly liked: boolean;
  readonly count: number;
  /** A request is in flight: the button shows it and a click waits for the answer. */
  readonly pending: boolean;
  /** The last toggle failed: the button shows the server's state again and says so. */
  readonly failed: boolean;
  toggle(): void;
}

export function connectLike(
  snapshot: SnapshotFrom<typeof likeMachine>,
  send: (event: LikeEvent) => void,
): LikeApi {
  const { item, error } = snapshot.context;
  const pending = !snapshot.matches('idle');
  return {
    liked: item.is_liked,
    count: item.liked_count,
    pending,
    failed: !pending && error !== null,
    toggle: () => send({ type: 'TOGGLE' }),
  };
}
