import type { ClubError } from '../shared/club-error.ts';
import { createSubmissionMachine } from '../shared/submission.machine.ts';
import type { PartnerRequest, PartnersPort } from './partners.port.ts';

/** Only the defined fields are sent: undefined or null ones are skipped (SPEC §7). */
export function definedFields(request: PartnerRequest): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number | boolean>;
}

/** Become a partner: a failure is returned silently (no toast, SPEC §8). */
export const partnerRequestMachine = createSubmissionMachine<PartnersPort, PartnerRequest, true>({
  id: 'partnerRequest',
  submit: async (port, request) => {
    const success = await port.requestPartnership(definedFields(request));
    if (!success) {
      throw { kind: 'server', status: 200, message: 'Erro!' } satisfies ClubError;
    }
    return true;
  },
});

export type PartnerRequestMachine = typeof partnerRequestMachine;
