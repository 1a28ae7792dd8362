import * as z from 'zod/mini';
import { formatTimePtBr, toEpochMs } from '../shared/dates.rules.ts';
import { LOCALE, TIME_ZONE } from '../shared/constants.ts';
import { onFirstUse } from '../shared/first-use.ts';
import type { StoragePort } from '../shared/storage.port.ts';
import { giftCardSchema } from './gift-card.schema.ts';
import { letterSchema } from './letter.schema.ts';
import { transactionSchema } from './transaction.schema.ts';
import { voucherSchema } from './voucher.schema.ts';
import {
  clearKeptRedemptions,
  forgetOtherOwners,
  KEPT_REDEMPTIONS_KEY,
  redemptionsOwnerOf,
  type RedemptionsOwner,
} from './kept-redemptions-owner.ts';

export { clearKeptRedemptions, forgetOtherOwners, KEPT_REDEMPTIONS_KEY, redemptionsOwnerOf };
export type { RedemptionsOwner };

/**
 * What the member holds, kept on the device so that Meus resgates opens without a signal (at a
 * shop's counter): the last list of each kind read from the API, with the time it was read.
 * One entry for the whole club, stamped with its owner (company + member): a reader who is not
 * that owner gets nothing, and the entry is dropped on sign-out or when another member signs in.
 */

export interface KeptList<T> {
  readonly items: readonly T[];
  /** When the API answered them (epoch ms, the club's clock). */
  readonly readAt: number;
}

const keptList = <T extends z.core.$ZodType>(item: T) =>
  z.object({ items: z.array(item), readAt: z.number() });

const keptListsSchema = z.object({
  vouchers: z.optional(keptList(voucherSchema)),
  uniqueCodes: z.optional(keptList(voucherSchema)),
  letters: z.optional(keptList(letterSchema)),
  /** Compras: the member's purchases (their codes; a gift card's own code is kept apart). */
  purchases: z.optional(keptList(transactionSchema)),
  /** Gift cards the member revealed, by the purchase (transaction) they belong to. */
  giftCards: z.optional(
    z.record(z.string(), z.object({ giftCard: giftCardSchema, readAt: z.number() })),
  ),
});

const keptRecordSchema = z.object({
  company: z.string(),
  member: z.string(),
  lists: keptListsSchema,
});

type KeptLists = z.output<typeof keptListsSchema>;
type KeptRecord = z.output<typeof keptRecordSchema>;

/** The lists a machine keeps (gift cards are kept one by one, by their purchase). */
export type KeptListKind = 'vouchers' | 'uniqueCodes' | 'letters' | 'purchases';

export type KeptItem<K extends KeptListKind> = NonNullable<KeptLists[K]>['items'][number];

const sameOwner = (record: KeptRecord, owner: RedemptionsOwner): boolean =>
  record.company === owner.company && record.member === owner.member;

/** The stored entry, parsed (storage is not trusted either); a corrupt one reads as none. */
function readRecord(storage: StoragePort): KeptRecord | null {
  let raw: string | null;
  try {
    raw = storage.getItem(KEPT_REDEMPTIONS_KEY);
  } catch {
    return null;
  }
  if (raw === null) return null;
  try {
    const parsed = keptRecordSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeRecord(storage: StoragePort, record: KeptRecord): void {
  try {
    storage.setItem(KEPT_REDEMPTIONS_KEY, JSON.stringify(record));
  } catch {
    // A full or refused storage costs the member the offline copy, nothing more.
  }
}

/** The owner's own entry; another owner's reads as an empty one. */
function recordOf(storage: StoragePort, owner: RedemptionsOwner): KeptRecord {
  const record = readRecord(storage);
  return record && sameOwner(record, owner)
    ? record
    : { company: owner.company, member: owner.member, lists: {} };
}

/** Keeps a list just read for its owner; another member's entry is replaced, never merged. */
export function keepRedemptions<K extends KeptListKind>(
  storage: StoragePort,
  owner: RedemptionsOwner,
  kind: K,
  items: readonly KeptItem<K>[],
  readAt: number,
): void {
  const record = recordOf(storage, owner);
  writeRecord(storage, { ...record, lists: { ...record.lists, [kind]: { items, readAt } } });
}

/** The list kept for this owner, or null (nothing kept, or kept for someone else). */
export function keptRedemptions<K extends KeptListKind>(
  storage: StoragePort,
  owner: RedemptionsOwner | null,
  kind: K,
): KeptList<KeptItem<K>> | null {
  if (!owner) return null;
  const record = readRecord(storage);
  if (!record || !sameOwner(record, owner)) return null;
  return (record.lists[kind] as KeptList<KeptItem<K>> | undefined) ?? null;
}

/** Keeps a gift card the member revealed, by its purchase. */
export function keepGiftCard(
  storage: StoragePort,
  owner: RedemptionsOwner,
  transactionId: string,
  giftCard: z.output<typeof giftCardSchema>,
  readAt: number,
): void {
  const record = recordOf(storage, owner);
  const giftCards = { ...record.lists.giftCards, [transactionId]: { giftCard, readAt } };
  writeRecord(storage, { ...record, lists: { ...record.lists, giftCards } });
}

/** The gift card kept for a purchase of this owner, or null. */
export function keptGiftCard(
  storage: StoragePort,
  owner: RedemptionsOwner | null,
  transactionId: string,
): { giftCard: z.output<typeof giftCardSchema>; readAt: number } | null {
  if (!owner) return null;
  const record = readRecord(storage);
  if (!record || !sameOwner(record, owner)) return null;
  return record.lists.giftCards?.[transactionId] ?? null;
}

/** Drops everything kept (sign-out). */
const dayMonthFormat = onFirstUse(
  () => new Intl.DateTimeFormat(LOCALE, { timeZone: TIME_ZONE, day: '2-digit', month: '2-digit' }),
);

/** 'Atualizado em dd/mm às hh:mm': the day and the time a kept list was read, in São Paulo. */
export function readAtParts(readAt: number): { day: string; time: string } {
  const ms = toEpochMs(readAt);
  return { day: dayMonthFormat().format(ms), time: formatTimePtBr(ms) };
}
