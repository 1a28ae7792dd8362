import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import {
  asksForHelp,
  catalogueMessage,
  type ActivationCode,
  type ActivationError,
  type ActivationNextStep,
} from '../shared/error-catalogue.ts';
import type { Message } from '../shared/message-keys.ts';
import type { CompanyChoice } from '../auth/auth-state.schema.ts';
import type {
  activationFormMachine,
  companyConfirmFormMachine,
  documentCheckFormMachine,
  inviteFormMachine,
} from './activation.forms.ts';
import type { ActivationEvent, ActivationMachine } from './activation.machine.ts';

type ActivationSnapshot = SnapshotFrom<ActivationMachine>;
type Send = (event: ActivationEvent) => void;

/** A running activation (`documentCheckFlow`, `activationFormFlow`, `inviteFlow`). */
export type ActivationActor = ActorRefFrom<ActivationMachine>;
/** The page's form, a child of the activation: a view connects it with `connectForm`. */
export type DocumentFormActor = ActorRefFrom<typeof documentCheckFormMachine>;
export type AccountFormActor = ActorRefFrom<typeof activationFormMachine>;
export type InviteFormActor = ActorRefFrom<typeof inviteFormMachine>;
export type CompanyFormActor = ActorRefFrom<typeof companyConfirmFormMachine>;

/**
 * A refused step as a view shows it (SPEC §8): the message, the way forward and which links
 * go with it — Entrar and Esqueci minha senha for an active account, the club's support
 * (through the one checked support link) for what only a person can solve.
 */
export interface ActivationOutcomeView {
  readonly code: ActivationCode;
  readonly message: Message;
  readonly next: ActivationNextStep;
  readonly offersSignIn: boolean;
  readonly asksForHelp: boolean;
}

export function activationOutcome(error: ActivationError): ActivationOutcomeView {
  return {
    code: error.code,
    message: catalogueMessage(error) ?? { key: error.messageKey },
    next: error.next,
    offersSignIn: error.next === 'signIn',
    asksForHelp: asksForHelp(error.next),
  };
}

const outcomeOf = (snapshot: ActivationSnapshot): ActivationOutcomeView | null =>
  snapshot.context.error ? activationOutcome(snapshot.context.error) : null;

function formOf<T>(snapshot: ActivationSnapshot): T | null {
  return (snapshot.children.form as T | undefined) ?? null;
}

/** What every activation page shows around its form. */
interface ActivationStepView<TForm> {
  /** The page's form (null while there is none to fill). */
  readonly form: TForm | null;
  /** A call is in flight: the button waits, a second press sends nothing. */
  readonly submitting: boolean;
  /** Why the last step was refused, and the way forward; null after a new try. */
  readonly outcome: ActivationOutcomeView | null;
  submit(): void;
}

/** Ativar conta (/ativar-conta). */
export interface DocumentCheckView extends ActivationStepView<DocumentFormActor> {
  /** The document was checked and kept: the page goes on to /verificacao. */
  readonly checked: boolean;
}

export function connectDocumentCheck(snapshot: ActivationSnapshot, send: Send): DocumentCheckView {
  return {
    form: formOf<DocumentFormActor>(snapshot),
    submitting:
      snapshot.matches({ document: 'checking' }) || snapshot.matches({ document: 'remembering' }),
    outcome: outcomeOf(snapshot),
    checked: snapshot.matches({ document: 'checked' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

/** Confirmação de cadastro (/verificacao). */
export interface CompanyConfirmView extends ActivationStepView<CompanyFormActor> {
  /** The document Ativar conta found. */
  readonly document: string;
  /** The companies it may be activated at (with their titles when verify sent them). */
  readonly companies: readonly CompanyChoice[];
  /** The company was kept: the page goes on to the activation form. */
  readonly confirmed: boolean;
}

export function connectCompanyConfirm(
  snapshot: ActivationSnapshot,
  send: Send,
): CompanyConfirmView {
  return {
    form: formOf<CompanyFormActor>(snapshot),
    document: snapshot.context.stored?.document ?? '',
    companies: snapshot.context.companies,
    submitting: snapshot.matches({ confirm: 'remembering' }),
    outcome: outcomeOf(snapshot),
    confirmed: snapshot.matches({ confirm: 'confirmed' }),
    submit: () => send({ type: 'SUBMIT' }),
  };
}

/** The activation form (/formulario-de-ativacao). */
export interface ActivationFormView extends ActivationStepView<AccountFormActor> {
  /** checking the stored credentials; refused (the outcome says why); filling; activated. */
  readonly step: 'checking' | 'refused' | 'filling' | 'activated';
  /** The member sets a password (else the company vouched for them). */
  readonly withPassword: boolean;
  /** The stored credentials may be checked again (`retry`): the 404 default, when stored. */
  readonly canRetry: boolean;
  retry(): void;
}

function formStep(snapshot: ActivationSnapshot): ActivationFormView['step'] {
  if (snapshot.matches({ form: 'refused' })) return 'refused';
  if (
    snapshot.matches({ form: { filling: 'signingIn' } }) ||
    snapshot.matches({ form: { filling: 'activated' } })
  ) {
    return 'activated';
  }
  if (snapshot.matches({ form: 'filling' })) return 'filling';
  return 'checking';
}

export function connectActivationForm(
  snapshot: ActivationSnapshot,
  send: Send,
): ActivationFormView {
  const step = formStep(snapshot);
  const outcome = outcomeOf(snapshot);
  return {
    step,
    form: formOf<AccountFormActor>(snapshot),
    withPassword: snapshot.context.withPassword,
    submitting:
      snapshot.matches({ form: { filling: 'activating' } }) ||
      snapshot.matches({ form: { filling: 'signingIn' } }),
    outcome,
    canRetry:
      step === 'refused' && snapshot.context.credentials !== null && outcome?.next === 'retryLater',
    submit: () => send({ type: 'SUBMIT' }),
    retry: () => send({ type: 'RETRY' }),
  };
}

/** The HR-card invitation (/ativar-cartao/:brand?token=). */
export type InviteView = ActivationStepView<InviteFormActor>;

export function connectInvite(snapshot: ActivationSnapshot, send: Send): InviteView {
  return {
    form: formOf<InviteFormActor>(snapshot),
    submitting:
      snapshot.matches({ invite: 'accepting' }) || snapshot.matches({ invite: 'signingIn' }),
    outcome: outcomeOf(snapshot),
    submit: () => send({ type: 'SUBMIT' }),
  };
}
