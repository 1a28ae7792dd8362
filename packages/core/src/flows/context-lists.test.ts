import { describe, expect, it, vi } from 'vitest';
import { awardPartnersFlow } from '../awards/award-partners.flow.ts';
import {
  engagementCampaignsFlow,
  engagementPartnersFlow,
} from '../engagement/engagement-lists.flow.ts';
import { partnersListFlow } from '../partners/partners-list.flow.ts';
import { transactionsFlow, uniqueCodeListFlow } from '../redemptions/redemption-lists.flow.ts';
import type { Flow } from '../shared/flow.ts';
import { startFlow } from '../shared/flow.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import { settle } from '../testing/simulated-time.ts';
import { cashbackRecordsFlow } from '../wallet/cashback-records.flow.ts';
import type { AnyActorLogic } from 'xstate';

const emptyPage = {
  data: [],
  pagination: { to: 0, from: 0, total: 0, per_page: 9, current_page: 1 },
};

/** A host holding one port with one method, written by hand: no club, no other port. */
function hostWithOnly(portName: string, method: string) {
  const call = vi.fn().mockResolvedValue(emptyPage);
  const host: FlowHost<Record<string, unknown>> = {
    runtime: {
      port: (name) => {
        if (name !== portName) throw new Error(`the list read the ${String(name)} port`);
        return { [method]: call };
      },
      now: () => 0,
      newIdempotencyKey: () => 'key',
      storage: createMemoryStorage(),
    },
  };
  return { host, call };
}

type ListFlow = (host: never, query: never) => Flow<AnyActorLogic>;

// Each context owns its lists: each reads its own port only, with its page size (SPEC §9).
const lists: [string, ListFlow, object, string, string, Record<string, unknown>][] = [
  [
    'transactionsFlow',
    transactionsFlow,
    { searchPerk: 'x' },
    'redemptions',
    'transactions',
    { limit: 9 },
  ],
  [
    'uniqueCodeListFlow',
    uniqueCodeListFlow,
    {},
    'redemptions',
    'vouchers',
    { limit: 9, type: '1' },
  ],
  [
    'cashbackRecordsFlow',
    cashbackRecordsFlow,
    { status: 'x' },
    'wallet',
    'cashbackRecords',
    { limit: 9 },
  ],
  ['awardPartnersFlow', awardPartnersFlow, { slug: 'p' }, 'awards', 'partners', { limit: 18 }],
  ['engagementPartnersFlow', engagementPartnersFlow, {}, 'engagement', 'partners', { limit: 18 }],
  [
    'engagementCampaignsFlow',
    engagementCampaignsFlow,
    { title: 't' },
    'engagement',
    'campaigns',
    { limit: 18 },
  ],
  ['partnersListFlow', partnersListFlow, { is_main: true }, 'partners', 'list', { limit: 10 }],
];

describe("the contexts' paged lists", () => {
  it.each(lists)(
    '%s reads only its own port, page 1 with its page size, and passes the signal',
    async (_name, listFlow, query, portName, method, expected) => {
      const { host, call } = hostWithOnly(portName, method);
      const actor = startFlow(listFlow(host as never, query as never));
      expect(call).toHaveBeenCalledTimes(1);
      const [request, signal] = call.mock.calls[0] as [object, AbortSignal];
      expect(request).toEqual({ ...query, page: 1, ...expected });
      expect(signal.aborted).toBe(false);
      await settle();
      expect(actor.getSnapshot().value).toBe('ready');
      actor.stop();
    },
  );
});
