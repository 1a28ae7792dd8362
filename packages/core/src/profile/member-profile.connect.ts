import type { SnapshotFrom } from 'xstate';
import { formatCpfInput, isValidCpf } from '../shared/documents.rules.ts';
import { formatPhone, isoToDisplayDate } from '../shared/masks.rules.ts';
import { isOfflineError } from '../shared/offline.rules.ts';
import { formatCep } from '../shared/postal-code.rules.ts';
import type { MemberEvent, memberMachine } from './member.machine.ts';
import { memberDisplayName, type User } from './user.schema.ts';

/** A gender a view names in the member's language; any other value is shown as the API wrote it. */
export type KnownGender = 'F' | 'M' | 'O';

/** The member's address, each part trimmed, null when not given; the CEP formatted. */
export interface MemberAddress {
  readonly street: string | null;
  readonly number: string | null;
  readonly complement: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly postalCode: string | null;
}

/** The member as a profile screen shows it: every value ready to print, null when not given. */
export interface MemberShown {
  readonly user: User;
  /** The name, or the document when there is none (the profile menu's rule). */
  readonly displayName: string;
  /** A valid CPF formatted '000.000.000-00'; any other document as written. */
  readonly document: string | null;
  readonly name: string | null;
  readonly lastName: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  /** 'dd/mm/aaaa'. */
  readonly birthday: string | null;
  readonly gender: { readonly known: KnownGender } | { readonly written: string } | null;
  readonly address: MemberAddress;
  readonly avatar: string | null;
}

/** The signed-in member's screens (Meu perfil, Editar perfil, Cartão farmácia) as a view uses them. */
export interface MemberProfileApi {
  /** Loading until the member arrives; failed when the load failed (`reload()` asks again). */
  readonly status: 'loading' | 'ready' | 'failed';
  /** It failed for want of a connection: it loads by itself once the device is back online. */
  readonly offline: boolean;
  readonly member: MemberShown | null;
  reload(): void;
}

const given = (text: string | null | undefined): string | null => text?.trim() || null;

function genderOf(gender: string | null): MemberShown['gender'] {
  const written = given(gender);
  if (written === null) return null;
  return written === 'F' || written === 'M' || written === 'O' ? { known: written } : { written };
}

/** What a profile screen prints of a member. */
export function memberShown(user: User): MemberShown {
  const document = given(user.document);
  const phone = given(user.phone);
  const birthday = given(user.birthday);
  const postalCode = given(user.postal_code);
  return {
    user,
    displayName: memberDisplayName(user),
    document: document && isValidCpf(document) ? formatCpfInput(document) : document,
    name: given(user.name),
    lastName: given(user.last_name),
    email: given(user.email),
    phone: phone ? formatPhone(phone) : null,
    birthday: birthday ? isoToDisplayDate(birthday) : null,
    gender: genderOf(user.gender),
    address: {
      street: given(user.address),
      number: given(user.address_number),
      complement: given(user.address_complement),
      city: given(user.city),
      state: given(user.state),
      postalCode: postalCode ? formatCep(postalCode) : null,
    },
    avatar: given(user.avatar),
  };
}

export function connectMemberProfile(
  snapshot: SnapshotFrom<typeof memberMachine>,
  send: (event: MemberEvent) => void,
): MemberProfileApi {
  const { user, error } = snapshot.context;
  const failed = user === null && snapshot.matches('failed');
  return {
    status: user !== null ? 'ready' : failed ? 'failed' : 'loading',
    offline: failed && isOfflineError(error),
    member: user === null ? null : memberShown(user),
    reload: () => send({ type: 'LOAD' }),
  };
}
