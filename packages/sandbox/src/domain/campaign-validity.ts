/** São Paulo's offset from UTC, in hours (Brazil has kept no daylight saving time since 2019). */
const SAO_PAULO_OFFSET_HOURS = 3;

/**
 * Whether an offer has ended: its `end_date` (a calendar day, 'YYYY-MM-DD') is its last valid
 * day, to the end of that day in São Paulo, the rule the app shows (SPEC §9). A date and time
 * ends at that instant; no end date never ends.
 */
export function campaignEnded(endDate: string | null | undefined, now: number): boolean {
  const value = endDate?.trim();
  if (!value) return false;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const endsAt = day
    ? Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]) + 1, SAO_PAULO_OFFSET_HOURS)
    : Date.parse(value);
  return !Number.isNaN(endsAt) && now >= endsAt;
}
