import { fromCallback, type CallbackActorLogic } from 'xstate';
import type { StoragePort } from '../shared/storage.port.ts';
import {
  keepRedemptions,
  type KeptItem,
  type KeptList,
  type KeptListKind,
  type RedemptionsOwner,
} from './kept-redemptions.rules.ts';

/** A machine hands its keeper each list it has just read. */
export interface KeepEvent<T> {
  type: 'KEEP';
  items: readonly T[];
}

/** The keeper answers with what it kept and when it was read. */
export interface KeptEvent<T> {
  type: 'KEPT';
  kept: KeptList<T>;
}

export type KeeperLogic<T> = CallbackActorLogic<KeepEvent<T>>;

/** Keeps nothing: a machine run without a storage (a test, a one-shot script). */
export function keepNothing<T>(): KeeperLogic<T> {
  return fromCallback<KeepEvent<T>>(() => {});
}

/**
 * Keeps each list the machine read in the storage port, for its owner, stamped with the
 * club's time, and tells the machine so. Without an owner (no member's document) nothing is
 * kept: the device never holds codes it cannot attribute.
 */
export function keeperOf<K extends KeptListKind>(
  storage: StoragePort,
  owner: RedemptionsOwner | null,
  kind: K,
  now: () => number,
): KeeperLogic<KeptItem<K>> {
  return fromCallback<KeepEvent<KeptItem<K>>>(({ receive, sendBack }) => {
    receive((event) => {
      if (!owner) return;
      const readAt = now();
      keepRedemptions(storage, owner, kind, event.items, readAt);
      sendBack({ type: 'KEPT', kept: { items: event.items, readAt } });
    });
  });
}
