import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from '../shared/memory-storage.ts';
import {
  clearKeptRedemptions,
  forgetOtherOwners,
  keepGiftCard,
  keepRedemptions,
  KEPT_REDEMPTIONS_KEY,
  keptGiftCard,
  keptRedemptions,
  readAtParts,
  redemptionsOwnerOf,
  type RedemptionsOwner,
} from './kept-redemptions.rules.ts';
import type { Voucher } from './voucher.schema.ts';
import { voucherSchema } from './voucher.schema.ts';

const ana: RedemptionsOwner = { company: 'clube-demo', member: '52998224725' };
const bia: RedemptionsOwner = { company: 'clube-demo', member: '11144477735' };
const anaElsewhere: RedemptionsOwner = { company: 'engaja-mais', member: '52998224725' };

const voucher = (id: string, code: string): Voucher =>
  voucherSchema.parse({ id, code, available: true, expire_date: '2027-01-31' });

describe('the redemptions kept on the device', () => {
  it('reads back, for its owner, the list kept after a load with the time it was read', () => {
    const storage = createMemoryStorage();
    keepRedemptions(storage, ana, 'vouchers', [voucher('1', 'ANA-1')], 1_000);
    expect(keptRedemptions(storage, ana, 'vouchers')).toEqual({
      items: [voucher('1', 'ANA-1')],
      readAt: 1_000,
    });
    expect(keptRedemptions(storage, ana, 'uniqueCodes')).toBeNull();
  });

  it('shows nothing to another member, nor to the same member at another company', () => {
    const storage = createMemoryStorage();
    keepRedemptions(storage, ana, 'vouchers', [voucher('1', 'ANA-1')], 1_000);
    expect(keptRedemptions(storage, bia, 'vouchers')).toBeNull();
    expect(keptRedemptions(storage, anaElsewhere, 'vouchers')).toBeNull();
    expect(keptRedemptions(storage, null, 'vouchers')).toBeNull();
  });

  it("replaces another owner's lists instead of adding to them", () => {
    const storage = createMemoryStorage();
    keepRedemptions(storage, ana, 'vouchers', [voucher('1', 'ANA-1')], 1_000);
    keepRedemptions(storage, bia, 'uniqueCodes', [voucher('2', 'BIA-2')], 2_000);
    expect(keptRedemptions(storage, bia, 'vouchers')).toBeNull();
    expect(keptRedemptions(storage, ana, 'vouchers')).toBeNull();
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).not.toContain('ANA-1');
  });

  it('keeps a revealed gift card by its purchase, for its owner only', () => {
    const storage = createMemoryStorage();
    const giftCard = { code: 'GC-1', password: '1234' };
    keepGiftCard(storage, ana, 't-9', giftCard as never, 5_000);
    expect(keptGiftCard(storage, ana, 't-9')?.readAt).toBe(5_000);
    expect(keptGiftCard(storage, ana, 't-8')).toBeNull();
    expect(keptGiftCard(storage, bia, 't-9')).toBeNull();
  });

  it('is cleared on sign-out and, on a sign-in, unless it is the same owner', () => {
    const storage = createMemoryStorage();
    keepRedemptions(storage, ana, 'letters', [], 1_000);
    forgetOtherOwners(storage, ana);
    expect(keptRedemptions(storage, ana, 'letters')).not.toBeNull();
    forgetOtherOwners(storage, anaElsewhere);
    expect(storage.getItem(KEPT_REDEMPTIONS_KEY)).toBeNull();
    keepRedemptions(storage, ana, 'letters', [], 1_000);
    clearKeptRedemptions(storage);
    expect(storage.snapshot()).toEqual({});
  });

  it('reads a corrupt or foreign-shaped entry as nothing kept', () => {
    for (const raw of ['{', 'null', '{"company":"x"}', JSON.stringify({ ...ana, lists: 3 })]) {
      const storage = createMemoryStorage({ [KEPT_REDEMPTIONS_KEY]: raw });
      expect(keptRedemptions(storage, ana, 'vouchers')).toBeNull();
    }
  });

  it('names the owner of a session: its company and member document, or none', () => {
    const auth = {
      token: 't',
      company: 'clube-demo',
      company_name: null,
      expiresAt: 1,
      document: '52998224725',
      name: null,
    };
    expect(redemptionsOwnerOf(auth)).toEqual(ana);
    expect(redemptionsOwnerOf({ ...auth, document: null })).toBeNull();
    expect(redemptionsOwnerOf(null)).toBeNull();
  });

  it("says when a list was read as 'dd/mm' and 'hh:mm' in São Paulo", () => {
    // 2026-11-26 13:05 UTC is 10:05 in São Paulo (UTC-3).
    expect(readAtParts(Date.UTC(2026, 10, 26, 13, 5))).toEqual({ day: '26/11', time: '10:05' });
    expect(readAtParts(Date.UTC(2026, 0, 1, 2, 0))).toEqual({ day: '31/12', time: '23:00' });
  });

  const owners = fc.constantFrom(ana, bia, anaElsewhere);
  test.prop([
    fc.array(fc.record({ owner: owners, code: fc.stringMatching(/^[A-Z0-9]{1,8}$/) }), {
      minLength: 1,
      maxLength: 12,
    }),
    owners,
  ])('a reader only ever sees the last list its own owner kept, never mixed', (writes, reader) => {
    const storage = createMemoryStorage();
    writes.forEach(({ owner, code }, index) =>
      keepRedemptions(storage, owner, 'vouchers', [voucher(String(index), code)], index),
    );
    const last = writes.at(-1)!;
    const kept = keptRedemptions(storage, reader, 'vouchers');
    if (last.owner === reader) {
      expect(kept?.items.map((item) => item.code)).toEqual([last.code]);
    } else {
      expect(kept).toBeNull();
    }
  });
});
