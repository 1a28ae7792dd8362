import { assign, fromPromise, setup, spawnChild } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { Notify } from '../notifications/toasts.machine.ts';
import type { Campaign } from './campaign.schema.ts';
import type { CampaignEventRequest, CampaignEventResult, CampaignsPort } from './campaigns.port.ts';
import type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './negative-experience.schema.ts';

export interface CampaignContext {
  campaigns: CampaignsPort;
  notify: Notify | null;
  /** Keys of money-moving requests (the club's source); none: sent without a key. */
  newKey: (() => string) | null;
  slug: string;
  campaign: Campaign | null;
  /** The current event: the link, code or payment result of the last request. */
  event: CampaignEventResult | null;
  /** The last redemption's outcome; a failed reward redemption reads success false. */
  redemption: { kind: 'reward' | 'award'; success: boolean } | null;
  negativeExperienceTypes: NegativeExperienceType[];
  negativeExperienceSent: boolean;
  error: ClubError | null;
  /** Which request `error` belongs to, so a view tells each where it happened. */
  failedRequest: 'event' | 'negativeExperienceTypes' | 'negativeExperience' | null;
}

export type CampaignEvent =
  | { type: 'LOAD'; slug?: string }
  | { type: 'REQUEST_LINK' }
  | { type: 'REQUEST_CODE' }
  | { type: 'PAY'; priceOption: number; method?: string }
  | { type: 'REDEEM_REWARD'; value: number }
  | { type: 'REDEEM_AWARD'; value: number }
  | { type: 'TRACK'; payload: Record<string, unknown> }
  | { type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' }
  | { type: 'REPORT_NEGATIVE_EXPERIENCE'; report: NegativeExperienceReport };

type EventInput = {
  campaigns: CampaignsPort;
  id: string;
  request: CampaignEventRequest;
  idempotencyKey: string | null;
};

// Every click on a code, link, reward or award is one confirmation: a key of its own.
const requestEvent = fromPromise<CampaignEventResult, EventInput>(({ input }) =>
  input.campaigns.requestEvent(
    input.id,
    input.request,
    input.idempotencyKey === null ? {} : { idempotencyKey: input.idempotencyKey },
  ),
);

function eventRequestOf(event: CampaignEvent): CampaignEventRequest {
  switch (event.type) {
    case 'PAY':
      return {
        kind: 'payment',
        priceOption: event.priceOption,
        ...(event.method ? { method: event.method } : {}),
      };
    case 'REQUEST_CODE':
      return { kind: 'code' };
    case 'REDEEM_REWARD':
      return { kind: 'reward', value: event.value };
    case 'REDEEM_AWARD':
      return { kind: 'award', value: event.value };
    default:
      return { kind: 'link' };
  }
}

/**
 * A campaign's detail (SPEC §4 "Campaign state"): loading empties it first; a link or
 * payment request first resets the event, whose result then holds the link; rewards and
 * awards redeem with different error rules (a reward failure is told, an award one is
 * swallowed); tracking is fire-and-forget; a negative experience can be reported.
 */
export const campaignMachine = setup({
  types: {
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
    input: {} as {
      campaigns: CampaignsPort;
      slug: string;
      notify?: Notify;
      newKey?: () => string;
    },
  },
  actors: {
    loadCampaign: fromPromise<Campaign, { campaigns: CampaignsPort; slug: string }>(({ input }) =>
      input.campaigns.get(input.slug),
    ),
    requestEvent,
    redeem: requestEvent,
    track: fromPromise<
      void,
      { campaigns: CampaignsPort; id: string; payload: Record<string, unknown> }
    >(async ({ input }) => {
      // The answer is unused (SPEC §7) and a failure must not disturb the screen.
      await input.campaigns.track(input.id, input.payload).catch(() => undefined);
    }),
    loadNegativeExperienceTypes: fromPromise<NegativeExperienceType[], CampaignsPort>(({ input }) =>
      input.negativeExperienceTypes(),
    ),
    reportNegativeExperience: fromPromise<
      void,
      { campaigns: CampaignsPort; id: string; report: NegativeExperienceReport }
    >(({ input }) => input.campaigns.reportNegativeExperience(input.id, input.report)),
  },
  actions: {
    notifyRewardFailure: ({ context }) =>
      context.notify?.({ type: 'error', title: message('rewards.redeemFailed') }),
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
    campaigns: input.campaigns,
    notify: input.notify ?? null,
    newKey: input.newKey ?? null,
    slug: input.slug,
    campaign: null,
    event: null,
    redemption: null,
    negativeExperienceTypes: [],
    negativeExperienceSent: false,
    error: null,
    failedRequest: null,
  }),
  initial: 'loading',
  on: {
    LOAD: {
      target: '.loading',
      actions: assign({ slug: ({ context, event }) => event.slug ?? context.slug }),
    },
  },
  states: {
    loading: {
      entry: assign({
        campaign: null,
        event: null,
        redemption: null,
        error: null,
        failedRequest: null,
      }),
      invoke: {
        id: 'loadCampaign',
        src: 'loadCampaign',
        input: ({ context }) => ({ campaigns: context.campaigns, slug: context.slug }),
        onDone: { target: 'ready', actions: assign({ campaign: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: assign({ error: ({ event }) => toClubError(event.error) }),
        },
      },
    },
    failed: {},
    ready: {
      on: {
        REQUEST_LINK: 'requestingEvent',
        REQUEST_CODE: 'requestingEvent',
        PAY: 'requestingEvent',
        REDEEM_REWARD: 'redeemingReward',
        REDEEM_AWARD: 'redeemingAward',
        TRACK: {
          actions: spawnChild('track', {
            input: ({ context, event }) => ({
              campaigns: context.campaigns,
              id: context.campaign?.id ?? '',
              payload: event.type === 'TRACK' ? event.payload : {},
            }),
          }),
        },
        LOAD_NEGATIVE_EXPERIENCE_TYPES: 'loadingNegativeExperienceTypes',
        REPORT_NEGATIVE_EXPERIENCE: 'reportingNegativeExperience',
      },
    },
    requestingEvent: {
      entry: assign({ event: null, error: null, failedRequest: null }),
      invoke: {
        id: 'requestEvent',
        src: 'requestEvent',
        input: ({ context, event }) => ({
          campaigns: context.campaigns,
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
          idempotencyKey: context.newKey?.() ?? null,
        }),
        onDone: { target: 'ready', actions: assign({ event: ({ event }) => event.output }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => toClubError(event.error),
            failedRequest: 'event',
          }),
        },
      },
    },
    redeemingReward: {
      entry: assign({ redemption: null, error: null, failedRequest: null }),
      invoke: {
        id: 'redeemReward',
        src: 'redeem',
        input: ({ context, event }) => ({
          campaigns: context.campaigns,
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
          idempotencyKey: context.newKey?.() ?? null,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            event: ({ event }) => event.output,
            redemption: { kind: 'reward', success: true },
          }),
        },
        onError: {
          target: 'ready',
          actions: [
            assign({
              redemption: { kind: 'reward', success: false },
              error: ({ event }) => toClubError(event.error),
              failedRequest: 'event',
            }),
            'notifyRewardFailure',
          ],
        },
      },
    },
    redeemingAward: {
      entry: assign({ redemption: null, error: null, failedRequest: null }),
      invoke: {
        id: 'redeemAward',
        src: 'redeem',
        input: ({ context, event }) => ({
          campaigns: context.campaigns,
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
          idempotencyKey: context.newKey?.() ?? null,
        }),
        onDone: {
          target: 'ready',
          actions: assign({
            event: ({ event }) => event.output,
            redemption: { kind: 'award', success: true },
          }),
        },
        // Award redemption errors are swallowed (SPEC §8): no message, no error state.
        onError: {
          target: 'ready',
          actions: assign({ redemption: { kind: 'award', success: false } }),
        },
      },
    },
    loadingNegativeExperienceTypes: {
      entry: assign(({ context }) =>
        context.failedRequest === 'negativeExperienceTypes'
          ? { error: null, failedRequest: null }
          : {},
      ),
      invoke: {
        id: 'loadNegativeExperienceTypes',
        src: 'loadNegativeExperienceTypes',
        input: ({ context }) => context.campaigns,
        onDone: {
          target: 'ready',
          actions: assign({ negativeExperienceTypes: ({ event }) => event.output }),
        },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => toClubError(event.error),
            failedRequest: 'negativeExperienceTypes',
          }),
        },
      },
    },
    reportingNegativeExperience: {
      entry: assign({ negativeExperienceSent: false }),
      invoke: {
        id: 'reportNegativeExperience',
        src: 'reportNegativeExperience',
        input: ({ context, event }) => ({
          campaigns: context.campaigns,
          id: context.campaign?.id ?? '',
          report:
            event.type === 'REPORT_NEGATIVE_EXPERIENCE'
              ? event.report
              : { negative_experience_id: '' },
        }),
        onDone: { target: 'ready', actions: assign({ negativeExperienceSent: true }) },
        onError: {
          target: 'ready',
          actions: assign({
            error: ({ event }) => toClubError(event.error),
            failedRequest: 'negativeExperience',
          }),
        },
      },
    },
  },
});

export type CampaignMachine = typeof campaignMachine;
