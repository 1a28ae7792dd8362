import type { ClubError } from '../shared/club-error.ts';
import type { Message } from '../shared/message-keys.ts';
import type { FieldName, FormContext, FormEvent, FormValues } from './form.machine.ts';

/** One field as a view binds it: its value, its message and what to call on input. */
export interface FieldApi<V extends FormValues, K extends FieldName<V>> {
  readonly name: K;
  readonly value: V[K];
  /** The message to show under the field, once it was left or the form was sent. */
  readonly error: Message | null;
  readonly invalid: boolean;
  readonly touched: boolean;
  readonly required: boolean;
  /** Read-only while the form is sending or waiting for confirmation. */
  readonly locked: boolean;
  change(value: V[K]): void;
  focus(): void;
  blur(): void;
}

/** A form as any view uses it. */
export interface FormApi<V extends FormValues, R> {
  readonly values: V;
  readonly submitting: boolean;
  /** Waiting for the member to confirm what will be sent. */
  readonly confirming: boolean;
  readonly succeeded: boolean;
  /** The message for the whole form (e.g. the server's refusal), if any. */
  readonly error: Message | null;
  readonly failure: ClubError | null;
  readonly result: R | null;
  /**
   * The first field with a message, for a view to scroll to after a refused submit. Focusing
   * it would clear its message (SPEC §5: errors clear on focus), so views should not.
   */
  readonly firstInvalid: FieldName<V> | null;
  /** The field whose look-up (a CEP filling the address, an e-mail check) is in flight. */
  readonly lookingUp: FieldName<V> | null;
  field<K extends FieldName<V>>(name: K): FieldApi<V, K>;
  submit(): void;
  confirm(): void;
  cancel(): void;
  reset(): void;
}

/**
 * What connectForm reads of a form's snapshot. Typed by its parts rather than as the whole
 * machine snapshot: under a consumer's `exactOptionalPropertyTypes`, XState's snapshot types
 * of one machine, declared twice, no longer compare equal.
 */
export interface FormSnapshotLike<V extends FormValues, D, R> {
  readonly context: FormContext<V, D, R>;
  readonly value: unknown;
}

export function connectForm<V extends FormValues, D, R>(
  snapshot: FormSnapshotLike<V, D, R>,
  send: (event: FormEvent) => void,
): FormApi<V, R> {
  const { values, errors, touched, formError, failure, result, required, lookingUp } =
    snapshot.context;
  const state = snapshot.value as 'editing' | 'confirming' | 'submitting' | 'succeeded';
  const locked = state === 'submitting' || state === 'confirming';
  const names = Object.keys(values) as FieldName<V>[];
  return {
    values,
    submitting: state === 'submitting',
    confirming: state === 'confirming',
    succeeded: state === 'succeeded',
    error: formError,
    failure,
    result,
    firstInvalid: names.find((name) => errors[name] !== undefined) ?? null,
    lookingUp,
    field: <K extends FieldName<V>>(name: K): FieldApi<V, K> => {
      const error = errors[name] ?? null;
      return {
        name,
        value: values[name],
        error,
        invalid: error !== null,
        touched: touched[name] === true,
        required: required.includes(name),
        locked,
        change: (value) => send({ type: 'CHANGE', field: name, value }),
        focus: () => send({ type: 'FOCUS', field: name }),
        blur: () => send({ type: 'BLUR', field: name }),
      };
    },
    submit: () => send({ type: 'SUBMIT' }),
    confirm: () => send({ type: 'CONFIRM' }),
    cancel: () => send({ type: 'CANCEL' }),
    reset: () => send({ type: 'RESET' }),
  };
}
