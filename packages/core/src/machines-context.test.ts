import { describe, expect, it } from 'vitest';
import {
  createActor,
  setup,
  StateMachine,
  type AnyActorLogic,
  type AnyActorRef,
  type AnyStateMachine,
} from 'xstate';
import * as activation from './activation/index.ts';
import { accountValuesOf } from './activation/activation.forms.ts';
import * as auth from './auth/index.ts';
import * as awards from './awards/index.ts';
import * as campaigns from './campaigns/index.ts';
import { createClub, type Club } from './club.ts';
import * as company from './company/index.ts';
import * as engagement from './engagement/index.ts';
import * as favorites from './favorites/index.ts';
import * as forms from './forms/index.ts';
import * as home from './home/index.ts';
import * as core from './index.ts';
import * as location from './location/index.ts';
import * as navigation from './navigation/index.ts';
import * as notices from './notices/index.ts';
import * as notifications from './notifications/index.ts';
import * as paging from './paging/index.ts';
import * as partners from './partners/index.ts';
import * as payment from './payment/index.ts';
import * as pharmacy from './pharmacy/index.ts';
import * as profile from './profile/index.ts';
import * as redemptions from './redemptions/index.ts';
import * as search from './search/index.ts';
import { systemClock } from './shared/clock.port.ts';
import * as shared from './shared/index.ts';
import { startFlow, type Flow } from './shared/flow.ts';
import * as support from './support/index.ts';
import { createFakePorts, DEMO_MEMBER, type FakePorts } from './testing/fake-world.ts';
import { settle } from './testing/simulated-time.ts';
import * as wallet from './wallet/index.ts';

/** Every state machine the core's public entry points export, by export name. */
function exportedMachines(): Map<AnyStateMachine, string> {
  const entries: object[] = [activation, auth, awards, campaigns, company, engagement];
  entries.push(favorites, forms, home, location, navigation, notices, notifications, paging);
  entries.push(partners, payment, pharmacy, profile, redemptions, search, shared, support);
  entries.push(wallet, core);
  const machines = new Map<AnyStateMachine, string>();
  for (const entry of entries) {
    for (const [name, value] of Object.entries(entry)) {
      if (value instanceof StateMachine && !machines.has(value)) machines.set(value, name);
    }
  }
  return machines;
}

interface World {
  club: Club;
  ports: FakePorts;
}

/** How a machine is started (through its flow where it has one) and the events that drive it. */
interface Case {
  start: (world: World) => AnyActorRef;
  /** Sent to the actor, or with `to` to its child of that id (a parent task's form). */
  events?: readonly { type: string; to?: string; [key: string]: unknown }[];
}

const started = (built: Flow<AnyActorLogic>) => startFlow(built);
const form =
  (machine: AnyStateMachine, values: object, deps: unknown = {}) =>
  () =>
    createActor(machine, { input: { values, deps } }).start();
// A step of a parent task sends its submission to that parent: alone, it is driven up to there
// (its parent's case drives the submission).
const formEvents = (field: string, value: unknown) => [
  { type: 'BLUR', field },
  { type: 'CHANGE', field, value },
  { type: 'RESET' },
];
const firstCampaign = ({ ports }: World) => ports.world.campaigns[0]!;
// A form with its own submit is driven through a whole submission: typed, checked, sent
// (and confirmed where it asks), so its context is checked in flight and after the answer.
const submission = (field?: string, value?: unknown) => [
  ...(field === undefined
    ? []
    : [
        { type: 'CHANGE', field, value },
        { type: 'BLUR', field },
      ]),
  { type: 'SUBMIT' },
  { type: 'CONFIRM' },
];
const COIN = { id: '1', program_name: 'Engaja Coins', program_image: '/c.svg', balance: 1_000_000 };

const CASES: Record<string, Case> = {
  activationMachine: {
    start: ({ club }) => started(activation.activationFlow(club)),
    events: [
      { to: 'form', type: 'CHANGE', field: 'document', value: DEMO_MEMBER.document },
      { type: 'SUBMIT' },
    ],
  },
  documentCheckFormMachine: {
    start: form(activation.documentCheckFormMachine, { document: '' }, null),
    events: formEvents('document', DEMO_MEMBER.document),
  },
  companyConfirmFormMachine: {
    start: form(activation.companyConfirmFormMachine, { company: '' }, null),
    events: formEvents('company', 'clube-demo'),
  },
  activationFormMachine: {
    start: form(activation.activationFormMachine, accountValuesOf(null, true), {
      originalEmail: '',
    }),
    events: formEvents('name', 'Ana'),
  },
  inviteFormMachine: {
    start: form(activation.inviteFormMachine, accountValuesOf(null, true), { originalEmail: '' }),
    events: formEvents('name', 'Ana'),
  },
  passwordResetMachine: {
    start: ({ club }) => started(auth.passwordResetFlow(club, 'token')),
    events: [{ type: 'REQUEST', document: DEMO_MEMBER.document }, { type: 'RETRY' }],
  },
  forgotPasswordFormMachine: {
    start: form(auth.forgotPasswordFormMachine, { document: '' }),
    events: formEvents('document', DEMO_MEMBER.document),
  },
  newPasswordFormMachine: {
    start: form(auth.newPasswordFormMachine, { password: '', confirmation: '' }),
    events: formEvents('password', 'segredo1'),
  },
  categoriesMachine: { start: ({ club }) => club.categories, events: [{ type: 'LOAD' }] },
  campaignMachine: {
    start: (world) => started(campaigns.campaignFlow(world.club, firstCampaign(world).slug)),
    events: [
      { type: 'REQUEST_LINK' },
      { type: 'REDEEM_REWARD', value: 1 },
      { type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' },
      { type: 'TRACK', payload: { from: 'test' } },
    ],
  },
  likeMachine: {
    start: (world) =>
      started(
        campaigns.likeFlow(world.club, {
          slug: firstCampaign(world).slug,
          title: 'Pizza',
          is_liked: false,
          liked_count: 0,
        }),
      ),
    events: [{ type: 'TOGGLE' }],
  },
  listFiltersMachine: { start: ({ club }) => started(campaigns.listFiltersFlow(club)) },
  nearbyMachine: { start: ({ club }) => started(campaigns.nearbyFlow(club)) },
  campaignListMachine: {
    start: ({ club }) =>
      started(campaigns.campaignListFlow(club, campaigns.readCampaignListAddress(''))),
  },
  coinMachine: { start: ({ club }) => started(engagement.coinFlow(club)) },
  favoritesMachine: {
    start: ({ club }) => club.favorites,
    events: [{ type: 'LOAD' }, { type: 'TOGGLE', slug: 'pizza', partnerName: 'Pizzaria' }],
  },
  noticeMachine: { start: ({ club }) => started(notices.noticeFlow(club)) },
  notificationsMachine: {
    start: ({ club }) => club.notifications,
    events: [{ type: 'CHECK' }, { type: 'FETCH' }, { type: 'MARK_READ', id: '1' }],
  },
  toastsMachine: {
    start: ({ club }) => club.toasts,
    events: [{ type: 'SHOW', toast: { type: 'success', title: { key: 'letters.deleted' } } }],
  },
  paymentMachine: {
    start: (world) => started(payment.paymentFlow(world.club, firstCampaign(world))),
    events: [{ type: 'PAY' }, { type: 'ADD_CARD' }],
  },
  cardFormMachine: {
    start: form(payment.cardFormMachine, { cardNumber: '' }),
    events: formEvents('cardNumber', '4111111111111111'),
  },
  paymentFormMachine: {
    start: form(
      payment.paymentFormMachine,
      { price: 1000, quantity: 1, method: 'pix', cardId: '' },
      { campaignId: '1', options: [1000], methods: ['pix'], quantity: { min: 1, max: 2 } },
    ),
    events: formEvents('quantity', 2),
  },
  sessionMachine: { start: ({ club }) => club.session, events: [{ type: 'LOGOUT' }] },
  memberMachine: { start: ({ club }) => club.member, events: [{ type: 'LOAD' }] },
  companyConfigMachine: { start: ({ club }) => club.companyConfig },
  signInMachine: {
    start: ({ club }) => started(auth.signInFlow(club)),
    events: [
      { to: 'form', type: 'CHANGE', field: 'document', value: DEMO_MEMBER.document },
      { to: 'form', type: 'CHANGE', field: 'password', value: 'errada' },
      { to: 'form', type: 'SUBMIT' },
    ],
  },
  signInFormMachine: {
    start: form(auth.signInFormMachine, { document: '', password: '' }),
    events: formEvents('document', DEMO_MEMBER.document),
  },
  homeMachine: {
    start: ({ club }) => started(home.homeFlow(club)),
    events: [{ type: 'RETRY' }, { type: 'RETRY_BANNERS' }],
  },
  lettersMachine: {
    start: ({ club }) => started(redemptions.lettersFlow(club)),
    events: [{ type: 'LOAD' }, { type: 'LOAD_MORE' }, { type: 'RETRY' }],
  },
  purchasesMachine: {
    start: ({ club }) => started(redemptions.purchasesFlow(club)),
    events: [{ type: 'LOAD' }, { type: 'LOAD_MORE' }, { type: 'RETRY' }],
  },
  vouchersMachine: {
    start: ({ club }) => started(redemptions.vouchersFlow(club)),
    events: [{ type: 'LOAD' }, { type: 'LOAD_MORE' }, { type: 'RETRY' }],
  },
  profileEditFormMachine: {
    start: ({ club }) => started(profile.profileEditFlow(club)),
    events: submission('postal_code', '01310-100'),
  },
  changePasswordFormMachine: {
    start: ({ club }) => started(profile.changePasswordFlow(club)),
    events: submission('current', DEMO_MEMBER.password),
  },
  withdrawalFormMachine: {
    start: ({ club }) => started(wallet.withdrawalFlow(club, 'cashback')),
    events: [
      { type: 'CHANGE', field: 'pixKey', value: 'ana@clube.com' },
      ...submission('valueCents', 2_000),
      { type: 'RESET' },
    ],
  },
  cashbackRedemptionFormMachine: {
    start: ({ club }) => started(wallet.cashbackRedemptionFlow(club)),
    events: submission(),
  },
  giftCardPurchaseFormMachine: {
    start: (world) => started(payment.giftCardPurchaseFlow(world.club, firstCampaign(world))),
    events: submission('price', 1_000),
  },
  rewardRedemptionFormMachine: {
    start: (world) =>
      started(engagement.rewardRedemptionFlow(world.club, firstCampaign(world), COIN)),
    events: submission(),
  },
  awardRedemptionFormMachine: {
    start: (world) => started(awards.awardRedemptionFlow(world.club, firstCampaign(world))),
    events: submission('value', 1_000),
  },
  supportFormMachine: {
    start: ({ club }) => started(support.supportFlow(club)),
    events: [{ type: 'CHANGE', field: 'subject', value: 'Ajuda' }, ...submission('message', 'Oi')],
  },
  partnerRequestFormMachine: {
    start: ({ club }) => started(partners.partnerRequestFlow(club)),
    events: submission('companyName', 'Padaria'),
  },
  pharmacyCardFormMachine: {
    start: ({ club }) => started(pharmacy.pharmacyCardFlow(club)),
    events: submission(),
  },
  letterRequestFormMachine: {
    start: (world) => started(redemptions.letterRequestFlow(world.club, firstCampaign(world).id)),
    events: submission('document', '12345678901234'),
  },
  letterSendFormMachine: {
    start: ({ club }) => started(redemptions.letterSendFlow(club, '2', 'ana@clube.com')),
    events: submission(),
  },
  negativeExperienceFormMachine: {
    start: (world) =>
      started(campaigns.negativeExperienceFlow(world.club, firstCampaign(world).id)),
    events: submission('typeId', '1'),
  },
  awardPartnerMachine: {
    start: (world) => {
      const award = world.ports.world.campaigns.find((each) => each.event === 'award');
      return started(awards.awardPartnerFlow(world.club, award?.partner?.slug ?? 'none'));
    },
    events: [{ type: 'RETRY' }],
  },
  rewardPartnerMachine: {
    start: (world) => {
      const reward = world.ports.world.campaigns.find((each) => each.event === 'engagement');
      return started(engagement.rewardPartnerFlow(world.club, reward?.partner?.slug ?? 'none'));
    },
    events: [{ type: 'RETRY' }],
  },
  searchSuggestionsMachine: {
    start: ({ club }) => started(search.searchSuggestionsFlow(club)),
    events: [{ type: 'TYPE', term: 'pizza' }, { type: 'SUBMIT' }],
  },
};

/** A context is data when it survives JSON unchanged; so are those of the machine's children. */
function expectDataOnly(actor: AnyActorRef, where: string): void {
  const snapshot = actor.getSnapshot() as { context?: unknown; children?: object };
  expect(JSON.parse(JSON.stringify(snapshot.context ?? null)), where).toEqual(
    snapshot.context ?? null,
  );
  for (const [id, child] of Object.entries(snapshot.children ?? {}) as [string, AnyActorRef][]) {
    if ((child as { logic?: unknown }).logic instanceof StateMachine) {
      expectDataOnly(child, `${where} › ${id}`);
    }
  }
}

async function signedInWorld(): Promise<World> {
  const ports = createFakePorts({ clock: systemClock });
  const club = createClub(ports);
  club.signIn({ document: DEMO_MEMBER.document, password: DEMO_MEMBER.password });
  await settle(club.session, (snapshot) => snapshot.matches('signedIn'));
  return { club, ports };
}

describe('every machine the core exports holds data only in its context', () => {
  const machines = exportedMachines();

  it('each exported machine is checked below', () => {
    const names = [...machines.values()];
    expect(names.length).toBeGreaterThan(40);
    expect(names.filter((name) => !(name in CASES))).toEqual([]);
    // A case that no longer names an export is stale.
    expect(Object.keys(CASES).filter((name) => !names.includes(name))).toEqual([]);
  });

  it('the check catches a port, a callback or an actor ref in a context', () => {
    const holding = (context: object) =>
      createActor(setup({}).createMachine({ context: context as never })).start();
    expect(() => expectDataOnly(holding({ port: { list: () => [] } }), 'port')).toThrow();
    expect(() => expectDataOnly(holding({ notify: null, newKey: () => 'k' }), 'fn')).toThrow();
    expect(() =>
      expectDataOnly(holding({ items: [{ id: '1' }], error: null }), 'data'),
    ).not.toThrow();
  });

  for (const [name, check] of Object.entries(CASES)) {
    it(`${name}: after starting and after each event, in flight and settled`, async () => {
      const world = await signedInWorld();
      const actor = check.start(world);
      // The actor runs the named machine (a flow's is that machine with its effects provided).
      const named = [...machines].find(([, exported]) => exported === name)?.[0];
      expect((actor as unknown as { logic: AnyStateMachine }).logic.id).toBe(named?.id);
      try {
        expectDataOnly(actor, `${name} started`);
        await settle(50);
        expectDataOnly(actor, `${name} settled`);
        for (const { to, ...event } of check.events ?? []) {
          const target = to === undefined ? actor : actor.getSnapshot().children[to];
          expect(target, `${name}'s child ${to}`).toBeDefined();
          target.send(event);
          expectDataOnly(actor, `${name} on ${event.type}`);
          await settle(50);
          expectDataOnly(actor, `${name} after ${event.type}`);
        }
      } finally {
        actor.stop();
        world.club.stop();
      }
    });
  }
});
