import type { SnapshotFrom } from 'xstate';
import type { ClubError } from '../shared/club-error.ts';
import { campaignAction, type CampaignAction } from './campaign-action.rules.ts';
import { campaignExpiry, cashbackRate, type CampaignExpiry } from './campaign-offer.rules.ts';
import type { CampaignEvent, campaignMachine } from './campaign.machine.ts';
import type { Campaign } from './campaign.schema.ts';
import type { NegativeExperienceType } from './negative-experience.schema.ts';

/** A campaign's detail as any view uses it (SPEC §2 "Detalhes da campanha", §4, §9). */
export interface CampaignApi {
  readonly campaign: Campaign | null;
  readonly loading: boolean;
  /** The campaign could not be loaded; `notFound` when the server says it does not exist. */
  readonly error: ClubError | null;
  readonly notFound: boolean;
  /**
   * When the offer ends (its date, the days left while 1 to 3 remain), by the same rule as
   * the cards; null when it does not end.
   */
  readonly expiry: CampaignExpiry | null;
  /** The offer has ended: it shows as ended, and has no button. */
  readonly ended: boolean;
  /** The cashback it gives back ('6,5%'), or null. */
  readonly cashbackRate: string | null;
  /** The button of the campaign's type and what it does (null once the offer has ended). */
  readonly action: CampaignAction | null;
  /** The button's request is in flight. */
  readonly acting: boolean;
  /** A code the member asked for (voucher or unique code), to show with a copy button. */
  readonly code: string | null;
  /** The tracked link the member asked for, to open in a new tab. */
  readonly link: string | null;
  /** The server's message after a payment or event request. */
  readonly eventMessage: string | null;
  /** Why the last request of the button failed (the other requests' failures are not it). */
  readonly actionError: ClubError | null;
  readonly redemption: { kind: 'reward' | 'award'; success: boolean } | null;
  readonly redeeming: boolean;
  readonly negativeExperienceTypes: readonly NegativeExperienceType[];
  /** The kinds of negative experience are being asked for. */
  readonly negativeExperienceTypesLoading: boolean;
  /** The last ask for the kinds failed (asking again clears it). */
  readonly negativeExperienceTypesFailed: boolean;
  readonly negativeExperienceSent: boolean;
  /**
   * The button pressed: asks for the code, or tracks and asks for the link. Actions that open
   * another screen (payment, letter form, pharmacy card) are the view's navigation.
   */
  act(): void;
  retry(): void;
  redeemReward(value: number): void;
  redeemAward(value: number): void;
  pay(priceOption: number, method?: string): void;
  loadNegativeExperienceTypes(): void;
  reportNegativeExperience(typeId: string, message?: string): void;
}

/**
 * `now` is the club's time (`club.runtime.now()`), which says whether the offer has ended;
 * without it the offer is read as running.
 */
export function connectCampaign(
  snapshot: SnapshotFrom<typeof campaignMachine>,
  send: (event: CampaignEvent) => void,
  now?: number,
): CampaignApi {
  const context = snapshot.context;
  const failed = snapshot.matches('failed');
  const error = failed ? context.error : null;
  const expiry =
    context.campaign && now !== undefined ? campaignExpiry(context.campaign, now) : null;
  const ended = expiry?.expired ?? false;
  const action = context.campaign && !ended ? campaignAction(context.campaign) : null;
  const ready = snapshot.matches('ready');
  return {
    campaign: context.campaign,
    loading: snapshot.matches('loading'),
    error,
    notFound: error?.kind === 'server' && error.status === 404,
    expiry,
    ended,
    cashbackRate: context.campaign ? cashbackRate(context.campaign) : null,
    action,
    acting: snapshot.matches('requestingEvent'),
    code: context.event?.code ?? null,
    link: context.event?.link ?? null,
    eventMessage: context.event?.message ?? null,
    actionError: ready && context.failedRequest === 'event' ? context.error : null,
    redemption: context.redemption,
    redeeming: snapshot.matches('redeemingReward') || snapshot.matches('redeemingAward'),
    negativeExperienceTypes: context.negativeExperienceTypes,
    negativeExperienceTypesLoading: snapshot.matches('loadingNegativeExperienceTypes'),
    negativeExperienceTypesFailed: ready && context.failedRequest === 'negativeExperienceTypes',
    negativeExperienceSent: context.negativeExperienceSent,
    act: () => {
      if (ended) return;
      if (action?.kind === 'requestCode') send({ type: 'REQUEST_CODE' });
      if (action?.kind === 'openLink') {
        send({ type: 'TRACK', payload: { type: action.type } });
        send({ type: 'REQUEST_LINK' });
      }
    },
    retry: () => send({ type: 'LOAD' }),
    redeemReward: (value) => send({ type: 'REDEEM_REWARD', value }),
    redeemAward: (value) => send({ type: 'REDEEM_AWARD', value }),
    pay: (priceOption, method) => {
      if (!ended) send({ type: 'PAY', priceOption, ...(method ? { method } : {}) });
    },
    loadNegativeExperienceTypes: () => send({ type: 'LOAD_NEGATIVE_EXPERIENCE_TYPES' }),
    reportNegativeExperience: (typeId, text) =>
      send({
        type: 'REPORT_NEGATIVE_EXPERIENCE',
        report: { negative_experience_id: typeId, ...(text ? { message: text } : {}) },
      }),
  };
}
