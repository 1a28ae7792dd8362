import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { memberMachine } from '../profile/member.machine.ts';
import { userSchema } from '../profile/user.schema.ts';
import { connectPharmacyCard, pharmacyCardShown } from './pharmacy-card.connect.ts';

// 2026-11-23 02:00 UTC is still 2026-11-22 in São Paulo.
const LATE_EVENING_IN_SAO_PAULO = Date.UTC(2026, 10, 23, 2);

describe('pharmacyCardShown', () => {
  it("decides on the member's day in São Paulo, not the UTC one", () => {
    expect(pharmacyCardShown('2026-11-22', LATE_EVENING_IN_SAO_PAULO)).toEqual({
      kind: 'active',
      until: '22/11/2026',
    });
    expect(pharmacyCardShown('2026-11-22', Date.UTC(2026, 10, 23, 4))).toEqual({
      kind: 'expired',
      on: '22/11/2026',
    });
    expect(pharmacyCardShown(null, LATE_EVENING_IN_SAO_PAULO)).toEqual({ kind: 'none' });
  });
});

describe('connectPharmacyCard', () => {
  it("reads the club's clock each time, and offers activation only when the card is not active", async () => {
    const user = userSchema.parse({ id: 1, name: 'Ana', vidalink_expire_date: '2026-11-22' });
    const actor = createActor(
      memberMachine.provide({ actors: { loadUser: fromPromise(async () => user) } }),
      { input: { profile: {} as never } },
    ).start();
    let now = LATE_EVENING_IN_SAO_PAULO;
    const connect = connectPharmacyCard({ now: () => now });
    expect(connect(actor.getSnapshot(), actor.send)).toMatchObject({
      status: 'loading',
      card: null,
      canActivate: false,
    });
    actor.send({ type: 'LOAD' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(connect(actor.getSnapshot(), actor.send)).toMatchObject({
      card: { kind: 'active' },
      canActivate: false,
    });
    now = Date.UTC(2026, 11, 1);
    expect(connect(actor.getSnapshot(), actor.send)).toMatchObject({
      card: { kind: 'expired', on: '22/11/2026' },
      canActivate: true,
    });
  });
});
