import type { PartnersPort } from './partners.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import {
  EMPTY_PARTNER_REQUEST,
  partnerRequestForm,
  partnerRequestFormMachine,
} from './partner-request.form.ts';
import { flow, type Flow } from '../shared/flow.ts';

/** Seja parceiro: a company asks to join the club (its failures are silent: no toast). */
export function partnerRequestFlow(
  club: FlowHost<{ partners: PartnersPort }>,
): Flow<typeof partnerRequestFormMachine> {
  const { port, clock } = club.runtime;
  return flow(
    partnerRequestForm.withEffects({ partners: port('partners') }),
    { values: EMPTY_PARTNER_REQUEST, deps: {} },
    clock,
  );
}
