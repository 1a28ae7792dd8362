import { assign, setup, spawnChild } from 'xstate';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import type { ToastInput } from '../notifications/toast.schema.ts';
import { unprovided } from '../shared/unprovided.ts';
import type { Campaign } from './campaign.schema.ts';
import type { CampaignEventRequest, CampaignEventResult } from './campaigns.port.ts';
import type {
  NegativeExperienceReport,
  NegativeExperienceType,
} from './negative-experience.schema.ts';

/** Data only (it survives JSON): the requests and the toasts are the flow's, given with provide. */
export interface CampaignContext {
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

/** What a campaign event request sends: the campaign and what the member asked for. */
export interface CampaignEventInput {
  id: string;
  request: CampaignEventRequest;
}

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
    input: {} as { slug: string },
  },
  // Supplied by the flow (`campaignEffects`). Every event request (code, link, payment, reward,
  // award) is one member confirmation: the effect gives each its own idempotency key. `track`
  // is spawned fire-and-forget, so its effect never rejects (SPEC §7: the answer is unused).
  actors: {
    loadCampaign: unprovided<Campaign, { slug: string }>('loadCampaign'),
    requestEvent: unprovided<CampaignEventResult, CampaignEventInput>('requestEvent'),
    redeem: unprovided<CampaignEventResult, CampaignEventInput>('redeem'),
    track: unprovided<void, { id: string; payload: Record<string, unknown> }>('track'),
    loadNegativeExperienceTypes: unprovided<NegativeExperienceType[]>(
      'loadNegativeExperienceTypes',
    ),
    reportNegativeExperience: unprovided<void, { id: string; report: NegativeExperienceReport }>(
      'reportNegativeExperience',
    ),
  },
  actions: {
    notify: (_, _toast: ToastInput) => {},
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
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
        input: ({ context }) => ({ slug: context.slug }),
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
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
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
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
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
            {
              type: 'notify',
              params: { type: 'error', title: message('rewards.redeemFailed') },
            },
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
          id: context.campaign?.id ?? '',
          request: eventRequestOf(event),
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
