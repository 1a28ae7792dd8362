import { createForm, serverRefusal } from '../forms/form.machine.ts';
import type { ClubError } from '../shared/club-error.ts';
import { message } from '../shared/message-keys.ts';
import { isValidEmail } from '../shared/validation.rules.ts';
import type { PartnerRequest, PartnersPort } from './partners.port.ts';

/** The contract's PartnerRequestForm fields a member types (the logo file is not sent). */
export type PartnerRequestValues = {
  companyName: string;
  cnpj: string;
  name: string;
  email: string;
  phone: string;
  segment: string;
  city: string;
  state: string;
  website: string;
  message: string;
};

/** No data: the rules read only what is typed. */
export type PartnerRequestDeps = Record<string, never>;

/** What the flow supplies: the partners port. */
export interface PartnerRequestEffects {
  partners: PartnersPort;
}

export const EMPTY_PARTNER_REQUEST: PartnerRequestValues = {
  companyName: '',
  cnpj: '',
  name: '',
  email: '',
  phone: '',
  segment: '',
  city: '',
  state: '',
  website: '',
  message: '',
};

/** Only the defined fields are sent: undefined or null ones are skipped (SPEC §7). */
export function definedFields(request: PartnerRequest): Record<string, string | number | boolean> {
  return Object.fromEntries(
    Object.entries(request).filter(([, value]) => value !== undefined && value !== null),
  ) as Record<string, string | number | boolean>;
}

/** The request as the contract names it; an optional field left blank is not sent. */
export function partnerRequestOf(values: PartnerRequestValues): PartnerRequest {
  const text = (value: string) => value.trim() || null;
  return definedFields({
    company_name: text(values.companyName),
    cnpj: text(values.cnpj),
    name: text(values.name),
    email: text(values.email),
    phone: text(values.phone),
    segment: text(values.segment),
    city: text(values.city),
    state: text(values.state),
    website: text(values.website),
    message: text(values.message),
  });
}

/**
 * Seja parceiro (SPEC §7, §8) on the one form machine: company, contact name, e-mail, phone
 * and state required, the e-mail checked. A failure is silent (no toast) but the form keeps what was
 * typed and says it was not sent; `succeeded` is the screen's thank-you.
 */
export const partnerRequestForm = createForm<
  PartnerRequestValues,
  PartnerRequestDeps,
  true,
  PartnerRequestEffects
>({
  id: 'partnerRequest',
  // The one select, Estado, is required (SPEC §5: closing it empty says 'Campo obrigatório!'):
  // partners are regional (Próximos a você, offers by city), so a request without the state the
  // business is in cannot be weighed. The profile's selects (gender, state) stay optional.
  required: ['companyName', 'name', 'email', 'phone', 'state'],
  rules: {
    email: (email) =>
      email.trim() === '' || isValidEmail(email.trim()) ? null : 'validation.email',
  },
  submit: async ({ values, effects, signal }) => {
    if (!(await effects.partners.requestPartnership(partnerRequestOf(values), signal))) {
      // The answer said no without words: the form's own message tells the member.
      throw { kind: 'server', status: 200, message: '' } satisfies ClubError;
    }
    return true;
  },
  refusal: (error) =>
    error.kind === 'server' && error.message.trim()
      ? serverRefusal(error)
      : { form: message('partnerRequest.failed') },
});

export const partnerRequestFormMachine = partnerRequestForm.machine;

export type PartnerRequestFormMachine = typeof partnerRequestFormMachine;
