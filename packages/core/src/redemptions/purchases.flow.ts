import { fromPromise } from 'xstate';
import type { SessionHost } from '../auth/session.host.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import type { ReconnectLogic } from '../shared/reconnect.actor.ts';
import { keeperOf, type KeeperLogic } from './keeper.actor.ts';
import { keptRedemptions, redemptionsOwnerOf } from './kept-redemptions.rules.ts';
import { purchasePages, purchasesMachine } from './purchases.machine.ts';
import type { RedemptionsPort } from './redemptions.port.ts';
import type { Transaction } from './transaction.schema.ts';

/** The effects of Compras: the port it reads through, where it keeps what it read. */
export interface PurchaseEffects {
  redemptions: RedemptionsPort;
  keeper?: KeeperLogic<Transaction>;
  /** Asks the list again once the device is back online (the host's connection events). */
  reconnect?: ReconnectLogic | undefined;
}

/** The purchases machine with its effects provided (flows and tests). */
export function purchasesWithEffects({ redemptions, keeper, reconnect }: PurchaseEffects) {
  return purchasesMachine.provide({
    actors: {
      list: purchasePages.provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) =>
            redemptions.transactions(
              { ...input.query, page: input.page, limit: PAGE_SIZES.transactions },
              signal,
            ),
          ),
        },
      }),
      ...(keeper ? { keeper } : {}),
      ...(reconnect ? { reconnect } : {}),
    },
  });
}

/** Compras: read through the redemptions port, kept on the device for offline use. */
export function purchasesFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & SessionHost,
): Flow<typeof purchasesMachine> {
  const { port, clock, storage } = club.runtime;
  const owner = redemptionsOwnerOf(club.session.getSnapshot().context.auth);
  const now = () => club.runtime.now();
  const logic = purchasesWithEffects({
    redemptions: port('redemptions'),
    keeper: keeperOf(storage, owner, 'purchases', now),
    reconnect: club.runtime.reconnect,
  });
  return flow(
    logic,
    { kept: keptRedemptions(storage, owner, 'purchases'), shownAt: now() },
    clock,
  ) as Flow<typeof purchasesMachine>;
}
