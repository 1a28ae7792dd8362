import { connectForm, type FormApi, type FormSnapshotLike } from '../forms/form.connect.ts';
import type { FormEvent } from '../forms/form.machine.ts';
import { BRAZILIAN_STATES } from '../shared/brazilian-states.ts';
import { formatDateInput, formatPhone } from '../shared/masks.rules.ts';
import { formatCep } from '../shared/postal-code.rules.ts';
import type { ProfileEditDeps, ProfileValues } from './profile-edit.form.ts';

/** A field's input mask: what the member typed, as the field shows it. */
export type InputMask = (typed: string) => string;

export interface ProfileEditApi extends FormApi<ProfileValues, void> {
  /** The masked fields' masks (SPEC §5): phone, birthday 'dd/mm/aaaa' and CEP. */
  readonly masks: {
    readonly phone: InputMask;
    readonly birthday: InputMask;
    readonly postal_code: InputMask;
  };
  /** The state field's choices, 'UF - Nome'. */
  readonly stateOptions: readonly { readonly value: string; readonly label: string }[];
  /** The CEP is filling the address: saving waits for it. */
  readonly fillingAddress: boolean;
}

const STATE_OPTIONS = BRAZILIAN_STATES.map((state) => ({
  value: state.uf,
  label: `${state.uf} - ${state.name}`,
}));

/** Editar perfil: the one form's API, with the field masks and the state choices. */
export function connectProfileEdit(
  snapshot: FormSnapshotLike<ProfileValues, ProfileEditDeps, void>,
  send: (event: FormEvent) => void,
): ProfileEditApi {
  const form = connectForm(snapshot, send);
  return {
    ...form,
    masks: { phone: formatPhone, birthday: formatDateInput, postal_code: formatCep },
    stateOptions: STATE_OPTIONS,
    fillingAddress: form.lookingUp === 'postal_code',
  };
}
