import type { SnapshotFrom } from 'xstate';
import type { LikeEvent, likeMachine } from './like.machine.ts';
import { applyLike } from './like.rules.ts';

/** A like button as any view uses it (SPEC §4 "Liking"). */
export interface LikeApi {
  /** The server's state. */
  readonly liked: boolean;
  readonly count: number;
  /** What the button shows: the state asked for while the request flies, else the server's. */
  readonly pressed: boolean;
  readonly shownCount: number;
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
    pressed: pending ? !item.is_liked : item.is_liked,
    shownCount: pending ? applyLike(item, !item.is_liked).liked_count : item.liked_count,
    pending,
    failed: !pending && error !== null,
    toggle: () => send({ type: 'TOGGLE' }),
  };
}
