import { CAMPAIGN_TYPES } from '../shared/constants.ts';
import type { MessageKey } from '../shared/message-keys.ts';

/** One of the ten campaign types (SPEC §9), each with its button and what the button does. */
export type CampaignType = (typeof CAMPAIGN_TYPES)[number];

/**
 * What a campaign's button does:
 * - `requestCode`: asks the campaign's event for a code (a voucher, or the member's unique
 *   code) and shows it with a copy button;
 * - `openLink`: asks for the tracked link and opens it in a new tab (online, cashback
 *   activation and todo offers all lead out through the partner's link);
 * - `buyGiftCard`: an epay gift card of one of the campaign's price options, bought after the
 *   member confirms the amount (one purchase per confirmation);
 * - `goToPayment`: opens the payment campaign screen;
 * - `requestLetter`: opens the letter-data form;
 * - `pharmacyCard`: opens the pharmacy card screen;
 * - `none`: information only, no button.
 */
export type CampaignActionKind =
  | 'requestCode'
  | 'openLink'
  | 'buyGiftCard'
  | 'goToPayment'
  | 'requestLetter'
  | 'pharmacyCard'
  | 'none';

export interface CampaignAction {
  readonly type: CampaignType;
  readonly kind: CampaignActionKind;
  /** The button's label; null when there is no button. */
  readonly label: MessageKey | null;
}

// SPEC §9 names the types "with button labels" but not the words: these are ours.
const ACTIONS: Record<CampaignType, Omit<CampaignAction, 'type'>> = {
  voucher: { kind: 'requestCode', label: 'campaignAction.voucher' },
  uniqueCode: { kind: 'requestCode', label: 'campaignAction.uniqueCode' },
  online: { kind: 'openLink', label: 'campaignAction.online' },
  payment: { kind: 'goToPayment', label: 'campaignAction.payment' },
  letter: { kind: 'requestLetter', label: 'campaignAction.letter' },
  info: { kind: 'none', label: null },
  cashback: { kind: 'openLink', label: 'campaignAction.cashback' },
  epay: { kind: 'buyGiftCard', label: 'campaignAction.epay' },
  todo: { kind: 'openLink', label: 'campaignAction.todo' },
  pharmacy: { kind: 'pharmacyCard', label: 'campaignAction.pharmacy' },
};

/** A type the provider sends that is not one of the ten reads as information only. */
export function campaignTypeOf(value: string | null | undefined): CampaignType {
  return (CAMPAIGN_TYPES as readonly string[]).includes(value ?? '')
    ? (value as CampaignType)
    : 'info';
}

export function campaignAction(campaign: { type?: string | null }): CampaignAction {
  const type = campaignTypeOf(campaign.type);
  return { type, ...ACTIONS[type] };
}
