import type { SnapshotFrom } from 'xstate';
import { isoDayInSaoPaulo, isoToDisplayDate } from '../shared/masks.rules.ts';
import type { MemberEvent, memberMachine } from '../profile/member.machine.ts';
import { connectMemberProfile, type MemberProfileApi } from '../profile/member-profile.connect.ts';
import { pharmacyCardStatus } from './pharmacy-card.rules.ts';

/** The member's pharmacy card as its screen shows it, on the club's day. */
export type PharmacyCardShown =
  | { readonly kind: 'none' }
  /** 'dd/mm/aaaa': valid through that day. */
  | { readonly kind: 'active'; readonly until: string }
  /** 'dd/mm/aaaa': the day it expired. */
  | { readonly kind: 'expired'; readonly on: string };

export interface PharmacyCardApi extends MemberProfileApi {
  /** Null until the member is loaded. */
  readonly card: PharmacyCardShown | null;
  /** A card that is not active may be activated (again, when it expired). */
  readonly canActivate: boolean;
}

/**
 * The card's status on the member's day in São Paulo at `now` (the club's clock, so tests and
 * simulations decide the day), with its dates ready to print.
 */
export function pharmacyCardShown(
  expireDate: string | null | undefined,
  now: number,
): PharmacyCardShown {
  const status = pharmacyCardStatus(expireDate, isoDayInSaoPaulo(now));
  if (status.kind === 'active') return { kind: 'active', until: isoToDisplayDate(status.until) };
  if (status.kind === 'expired') return { kind: 'expired', on: isoToDisplayDate(status.on) };
  return status;
}

/**
 * Cartão farmácia's connect function on the club's clock (`club.runtime`): the member (as Meu
 * perfil shows it) and the card's status on the club's day.
 */
export function connectPharmacyCard(clock: { now(): number }) {
  return (
    snapshot: SnapshotFrom<typeof memberMachine>,
    send: (event: MemberEvent) => void,
  ): PharmacyCardApi => {
    const profile = connectMemberProfile(snapshot, send);
    const card = profile.member
      ? pharmacyCardShown(profile.member.user.vidalink_expire_date, clock.now())
      : null;
    return { ...profile, card, canActivate: card !== null && card.kind !== 'active' };
  };
}
