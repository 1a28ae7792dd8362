import type { CampaignEventData } from '../campaigns/campaign.schema.ts';
import type { MessageKey } from '../shared/message-keys.ts';

type AwardValues = Pick<CampaignEventData, 'prices_options' | 'min_value' | 'max_value' | 'value'>;

const wholePositive = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The amounts (cents) an award can be redeemed for: its price options (or, without options,
 * its one value) that lie within its minimum and maximum, ascending and without repeats.
 */
export function awardValueOptions(eventData: AwardValues | null | undefined): number[] {
  if (!eventData) return [];
  const min = eventData.min_value ?? 0;
  const max = eventData.max_value ?? Number.POSITIVE_INFINITY;
  const candidates =
    eventData.prices_options.length > 0 ? eventData.prices_options : [eventData.value];
  return [...new Set(candidates.filter(wholePositive))]
    .filter((value) => value >= min && value <= max)
    .sort((a, b) => a - b);
}

/** The amounts of an award campaign; a campaign of another event offers none. */
export function awardOptionsOf(campaign: {
  event?: string | null;
  eventData?: AwardValues | null;
}): number[] {
  return campaign.event === 'award' ? awardValueOptions(campaign.eventData) : [];
}

/**
 * Why an amount cannot be redeemed: not one of the options, or more than the balance (when
 * the balance is known). Null when it can; an empty choice is the required check's business.
 */
export function awardValueProblem(
  value: number | null,
  options: readonly number[],
  balance: number | null,
): MessageKey | null {
  if (value === null) return null;
  if (!options.includes(value)) return 'awards.valueUnavailable';
  if (balance !== null && value > balance) return 'awards.insufficientBalance';
  return null;
}

/** The options as a member chooses among them: each says whether the balance pays for it. */
export function awardChoices(
  options: readonly number[],
  balance: number | null,
): { value: number; affordable: boolean }[] {
  return options.map((value) => ({ value, affordable: balance === null || value <= balance }));
}
