import { fromPromise } from 'xstate';
import type { SessionHost } from '../auth/session.host.ts';
import type { Notifier } from '../notifications/notifier.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import { PAGE_SIZES } from '../shared/constants.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';
import { message } from '../shared/message-keys.ts';
import { keeperOf, type KeeperLogic } from './keeper.actor.ts';
import { keptRedemptions, redemptionsOwnerOf } from './kept-redemptions.rules.ts';
import type { Letter } from './letter.schema.ts';
import { letterPages, lettersMachine } from './letters.machine.ts';
import type { ReconnectLogic } from '../shared/reconnect.actor.ts';
import type { RedemptionsPort } from './redemptions.port.ts';

/** The effects of the letters machine: the port, its toasts, where it keeps what it read. */
export interface LetterEffects {
  redemptions: RedemptionsPort;
  notify?: Notify | undefined;
  keeper?: KeeperLogic<Letter>;
  /** Asks the list again once the device is back online (the host's connection events). */
  reconnect?: ReconnectLogic | undefined;
}

/** The letters machine with its effects provided (flows and tests). */
export function lettersWithEffects({ redemptions, notify, keeper, reconnect }: LetterEffects) {
  return lettersMachine.provide({
    actors: {
      list: letterPages.provide({
        actors: {
          fetchPage: fromPromise(({ input, signal }) =>
            redemptions.letters(
              { page: input.page, limit: PAGE_SIZES.letters, ...input.query },
              signal,
            ),
          ),
        },
      }),
      openLetter: fromPromise<Letter, { id: string }>(({ input, signal }) =>
        redemptions.letter(input.id, signal),
      ),
      deleteLetter: fromPromise<string, { id: string }>(async ({ input, signal }) => {
        await redemptions.deleteLetter(input.id, signal);
        return input.id;
      }),
      sendLetter: fromPromise<boolean, { id: string; email: string }>(({ input, signal }) =>
        redemptions.sendLetter(input.id, input.email, signal),
      ),
      ...(keeper ? { keeper } : {}),
      ...(reconnect ? { reconnect } : {}),
    },
    actions: {
      notifyDeleted: () => notify?.({ type: 'success', title: message('letters.deleted') }),
      notifyDeleteFailed: () => notify?.({ type: 'error', title: message('letters.deleteFailed') }),
    },
  });
}

/** What a screen may add to the letters' flow: the host's way to hear the connection return. */
export interface LettersFlowOptions {
  reconnect?: ReconnectLogic;
}

/** As cartas: read through the redemptions port, kept on the device for offline use. */
export function lettersFlow(
  club: FlowHost<{ redemptions: RedemptionsPort }> & SessionHost & Notifier,
  options: LettersFlowOptions = {},
): Flow<typeof lettersMachine> {
  const { port, clock, storage } = club.runtime;
  const owner = redemptionsOwnerOf(club.session.getSnapshot().context.auth);
  const logic = lettersWithEffects({
    redemptions: port('redemptions'),
    notify: club.notify,
    keeper: keeperOf(storage, owner, 'letters', () => club.runtime.now()),
    reconnect: options.reconnect ?? club.runtime.reconnect,
  });
  return flow(logic, { kept: keptRedemptions(storage, owner, 'letters') }, clock) as Flow<
    typeof lettersMachine
  >;
}
