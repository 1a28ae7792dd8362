/** Where the member's pharmacy card stands, read from `vidalink_expire_date` (SPEC §3 User). */
export type PharmacyCardStatus =
  | { readonly kind: 'none' }
  /** Valid through `until` ('aaaa-mm-dd'), that day included. */
  | { readonly kind: 'active'; readonly until: string }
  | { readonly kind: 'expired'; readonly on: string };

const ISO_DAY = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The card's status on `today` ('aaaa-mm-dd', the member's own day): no card without an
 * expiry date (or with one that does not read as a date), active through its expiry day,
 * expired after it.
 */
export function pharmacyCardStatus(
  expireDate: string | null | undefined,
  today: string,
): PharmacyCardStatus {
  const day = ISO_DAY.exec(expireDate?.trim() ?? '')?.[1];
  if (!day) return { kind: 'none' };
  return day >= today ? { kind: 'active', until: day } : { kind: 'expired', on: day };
}
