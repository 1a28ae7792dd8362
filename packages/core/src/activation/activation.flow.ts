import { activationEffects } from './activation.effects.ts';
import { activationMachine, type ActivationStart } from './activation.machine.ts';
import type { ActivationCredentials } from './activation.port.ts';
import type { ActivationPort } from './activation.port.ts';
import { storedActivation } from './stored-activation.ts';
import type { TokenHost } from '../auth/session.host.ts';
import { readStoredCredentials } from '../auth/generic-app.rules.ts';
import type { CompanyConfigHost } from '../company/company-config.host.ts';
import type { MemberAccountPort } from '../profile/member-account.port.ts';
import type { FlowHost } from '../shared/flow-host.ts';
import { flow, type Flow } from '../shared/flow.ts';

export type ActivationFlow = Flow<typeof activationMachine>;

/** The activation machine with the club's effects, started at `start`. */
type ActivationHost = FlowHost<{ activation: ActivationPort; memberAccount: MemberAccountPort }> &
  TokenHost;

function activationFrom(club: ActivationHost, start: ActivationStart): ActivationFlow {
  const { port, clock, storage, onToken } = club.runtime;
  const effects = activationEffects({
    activation: port('activation'),
    account: port('memberAccount'),
    storage,
    onToken: (token) => onToken(token),
  });
  return flow(activationMachine.provide({ actors: effects }), start, clock);
}

/** Ativar conta: a CPF checked and verified at the club's company, kept for /verificacao. */
export function documentCheckFlow(club: ActivationHost & CompanyConfigHost): ActivationFlow {
  const company = club.companyConfig.getSnapshot().context.config?.slug ?? null;
  return activationFrom(club, { step: 'document', company });
}

/** Confirmação de cadastro: a company chosen among those Ativar conta kept, kept for the form. */
export function companyConfirmFlow(club: ActivationHost): ActivationFlow {
  return activationFrom(club, {
    step: 'confirm',
    stored: readStoredCredentials(club.runtime.storage),
  });
}

/**
 * The activation form: the stored credentials (`storedActivation`) checked and verified at
 * once, then the account activated; refused at once when none are stored.
 */
export function activationFormFlow(club: ActivationHost & CompanyConfigHost): ActivationFlow {
  const stored = storedActivation(club);
  return activationFrom(club, {
    step: 'form',
    credentials: stored?.credentials ?? null,
    withPassword: stored?.withPassword ?? true,
  });
}

/** The HR-card invitation's form: a CPF and a new account, sent with `inviteToken`. */
export function inviteFlow(club: ActivationHost, inviteToken: string): ActivationFlow {
  return activationFrom(club, { step: 'invite', inviteToken });
}

/**
 * Account activation for hosts without pages (bots): given credentials, the activation form's
 * task (checked at once, then the account); else Ativar conta's.
 */
export function activationFlow(
  club: ActivationHost & CompanyConfigHost,
  credentials?: ActivationCredentials | null,
): ActivationFlow {
  if (!credentials) return documentCheckFlow(club);
  return activationFrom(club, { step: 'form', credentials, withPassword: true });
}
