import type { NearbyPartner } from '../partners/partner.schema.ts';

/** Próximos a você lists the nearest partner first; one without a distance goes last. */
export function nearestFirst(partners: readonly NearbyPartner[]): NearbyPartner[] {
  const distance = (partner: NearbyPartner) => partner.distance ?? Number.POSITIVE_INFINITY;
  return [...partners].sort((a, b) => distance(a) - distance(b));
}
