import type { ClubError } from '../shared/club-error.ts';

/**
 * A reset request refused because the document belongs to no member (404, or SPEC §8 code
 * 2). Esqueci minha senha answers it like a sent e-mail, so the page never tells a stranger
 * whether a document is a member's.
 */
export function revealsNoMember(error: ClubError): boolean {
  return error.kind === 'server' && (error.status === 404 || error.code === 2);
}
