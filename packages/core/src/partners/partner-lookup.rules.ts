import type { Page } from '../paging/page.schema.ts';
import type { ClubError } from '../shared/club-error.ts';
import type { Partner } from './partner.schema.ts';

/** The server does not know that partner (or it has no campaign of this kind). */
export const PARTNER_NOT_FOUND: ClubError = {
  kind: 'server',
  status: 404,
  message: 'Parceiro não encontrado',
};

/**
 * The partner of a list narrowed by slug (partners/engagement and partners/awards take a
 * `slug`): the one with that slug, or a 404 `ClubError` when the page does not hold it.
 */
export function partnerOfPage(page: Page<Partner>, slug: string): Partner {
  const partner = page.data.find((candidate) => candidate.slug === slug);
  if (!partner) throw PARTNER_NOT_FOUND;
  return partner;
}
