import {
  and,
  assign,
  enqueueActions,
  fromCallback,
  fromPromise,
  sendParent,
  setup,
  spawnChild,
  type AnyStateMachine,
} from 'xstate';
import type { AbortSignalLike } from '../shared/abort-signal.ts';
import { toClubError, type ClubError } from '../shared/club-error.ts';
import { isTooManyAttempts } from '../shared/error-catalogue.ts';
import { message, type Message, type MessageKey } from '../shared/message-keys.ts';
import { unprovided } from '../shared/unprovided.ts';
import { validateRequired } from '../shared/validation.rules.ts';

/** A form's values, by field name. */
export type FormValues = Record<string, unknown>;
export type FieldName<V extends FormValues> = keyof V & string;
export type FieldErrors<V extends FormValues> = Partial<Record<FieldName<V>, Message>>;

/** A field's rule: why its value cannot be sent, or null. It may look at the other fields. */
export type FieldRule<V extends FormValues, K extends FieldName<V>, D> = (
  value: V[K],
  values: V,
  deps: D,
) => MessageKey | Message | null;

/** How a refused submission reads: messages for some fields and/or for the whole form. */
export interface Refusal<V extends FormValues> {
  fields?: FieldErrors<V>;
  form?: Message | null;
}

/**
 * A look-up a field starts when its value is complete (a CEP fills the address, an e-mail is
 * checked as free): it may fill other fields and may give the field a message. A newer
 * value cancels the look-up in flight. The member's own typing is never lost to it.
 */
export interface FieldLookup<V extends FormValues, D, E = undefined> {
  /** When the look-up starts: on every change with a complete value, or when the field is left. */
  on: 'change' | 'blur';
  /** Whether the value is complete enough to look up. */
  when: (value: unknown, values: V) => boolean;
  fetch: (request: {
    value: unknown;
    values: V;
    deps: D;
    effects: E;
    signal: AbortSignalLike;
  }) => Promise<{
    values?: Partial<V>;
    error?: Message | null;
  }>;
  /** What a failed look-up does beside keeping what was typed (e.g. a toast). */
  onFailure?: (error: ClubError, deps: D, effects: E) => void;
}

/**
 * A form's spec. `D` is the DATA the form keeps in its context and its rules read (limits,
 * options, a balance); `E` its EFFECTS (ports, toasts, reloads), which a flow supplies with
 * `definition.withEffects(effects)` and which never enter the context.
 */
export interface FormSpec<V extends FormValues, D, R, E = undefined> {
  id: string;
  /** Fields that must not be empty ('Campo obrigatório!'); views show an asterisk. */
  required?: readonly FieldName<V>[];
  rules?: { [K in FieldName<V>]?: FieldRule<V, K, D> };
  /** Ask the member to confirm what will be sent before sending (money flows). */
  confirm?: boolean;
  /**
   * The call, through the ports in `effects`; the signal is aborted if the form closes. With a
   * key source provided (`withIdempotencyKeys`), `idempotencyKey` names the member's
   * confirmation (see `attemptKey`): money-moving forms pass it to their port.
   *
   * Absent, the form is one step of a parent task (`FormSubmitted`): its checked values go to
   * the parent as `FORM.SUBMITTED`, and the parent's `FORM.DONE` or `FORM.FAILED` ends the
   * submission, so that the parent owns the call and no Promise waits on another actor.
   */
  submit?: (request: {
    values: V;
    deps: D;
    effects: E;
    signal: AbortSignalLike;
    idempotencyKey?: string;
  }) => Promise<R>;
  /** How the server's refusal reads. Default: the server's own words for the whole form. */
  refusal?: (error: ClubError, values: V, deps: D) => Refusal<V>;
  /** What follows a success or a failure beside the form's own state (toasts, reloads). */
  onSuccess?: (result: R, values: V, deps: D, effects: E) => void;
  onFailure?: (error: ClubError, values: V, deps: D, effects: E) => void;
  /** After a success the fields go back to their first values (e.g. a withdrawal). */
  resetOnSuccess?: boolean;
  lookups?: Partial<Record<FieldName<V>, FieldLookup<V, D, E>>>;
  /**
   * Data the rules read that changes while the form is open (the member's balance): called
   * once the form starts, with `update` to merge newer data into `deps`; returns how to stop.
   */
  watch?: (effects: E, update: (data: Partial<D>) => void) => () => void;
}

export interface FormInput<V extends FormValues, D> {
  /** The first values; a form keeps whatever the member types after that. */
  values: V;
  deps: D;
}

export interface FormContext<V extends FormValues, D, R> {
  deps: D;
  initial: V;
  values: V;
  touched: Partial<Record<FieldName<V>, boolean>>;
  errors: FieldErrors<V>;
  /** The message for the whole form (a refusal that names no field). */
  formError: Message | null;
  /** The last failure as the port reported it. */
  failure: ClubError | null;
  result: R | null;
  required: readonly FieldName<V>[];
  /** The field whose look-up is in flight, if any. */
  lookingUp: FieldName<V> | null;
  /**
   * The key of the confirmation being sent: new when a confirmed request is first sent, kept
   * after a failure whose outcome is unknown (a dropped connection, a timeout, a 5xx, an
   * unreadable answer) so that sending the same values again is a retry the server recognises;
   * dropped after a success, a refusal (4xx) or any change of the values.
   */
  attemptKey: string | null;
}

/** Whether a failed request may still have had its effect: the same confirmation is retried. */
function outcomeUnknown(failure: ClubError): boolean {
  return !(failure.kind === 'server' && failure.status < 500);
}

/**
 * The machine's events. Field names and values are loosely typed here (xstate cannot narrow
 * a generic union); `connectForm` gives views the typed `field(name).change(value)`.
 */
export type FormEvent =
  | { type: 'CHANGE'; field: string; value: unknown }
  | { type: 'FOCUS'; field: string }
  | { type: 'BLUR'; field: string }
  | { type: 'SUBMIT' }
  | { type: 'CONFIRM' }
  | { type: 'CANCEL' }
  | { type: 'RESET' }
  /**
   * A form that hands its values to a parent machine (which makes the call) goes back to
   * editing what is shown when the parent's call is refused: the member may send again.
   */
  | { type: 'EDIT' }
  /** A parent task's answer to `FORM.SUBMITTED` (a form without its own `submit`). */
  | { type: 'FORM.DONE'; output: unknown }
  | { type: 'FORM.FAILED'; error: unknown }
  /** Newer data for `deps` from the form's `watch` (a balance reloaded). */
  | { type: 'FORM.DATA'; data: object };

/** What a form without its own `submit` sends its parent task once its values are checked. */
export interface FormSubmitted<V extends FormValues = FormValues> {
  type: 'FORM.SUBMITTED';
  /** The form's machine id (a parent with several forms tells them apart). */
  form: string;
  values: V;
  idempotencyKey: string | null;
}

/** The server's own words for the whole form, or the generic 'Erro!' when it sent none. */
export function serverRefusal(error: ClubError): Refusal<FormValues> {
  const text = error.message.trim();
  return {
    form: text ? message('errors.server', { message: text }) : message('validation.generic'),
  };
}

const asMessage = (problem: MessageKey | Message | null): Message | null =>
  problem === null ? null : typeof problem === 'string' ? message(problem) : problem;

/** The form's effects bound to what a flow supplies, as the machine's actors and actions. */
function formEffects<V extends FormValues, D, R, E>(spec: FormSpec<V, D, R, E>, effects: E) {
  // Only a form with its own submit invokes this actor (a parent task answers the others).
  const submitOwn = spec.submit ?? (() => Promise.reject(new Error(`${spec.id}: no submit`)));
  type Context = FormContext<V, D, R>;
  type Ended = { context: Context; event: { type: string; output?: unknown } };
  return {
    actors: {
      submit: fromPromise<R, { values: V; deps: D; idempotencyKey: string | null }>(
        ({ input, signal }) =>
          submitOwn({
            values: input.values,
            deps: input.deps,
            effects,
            signal,
            ...(input.idempotencyKey === null ? {} : { idempotencyKey: input.idempotencyKey }),
          }),
      ),
      lookup: fromPromise<LookupFound<V>, LookupRequest<V, D>>(async ({ input, signal }) => {
        const lookup = spec.lookups?.[input.field] as FieldLookup<V, D, E>;
        const found = await lookup.fetch({ ...input, effects, signal });
        return { field: input.field, ...found };
      }),
      watch: fromCallback<{ type: 'FORM.DATA'; data: object }>(({ sendBack }) =>
        spec.watch?.(effects, (data) => sendBack({ type: 'FORM.DATA', data })),
      ),
    },
    actions: {
      reportSuccess: ({ context, event }: Ended) =>
        spec.onSuccess?.(event.output as R, context.values, context.deps, effects),
      reportFailure: ({ context }: { context: Context }) => {
        if (context.failure)
          spec.onFailure?.(context.failure, context.values, context.deps, effects);
      },
      reportLookupFailure: ({ context, event }: { context: Context; event: { type: string } }) => {
        const field = context.lookingUp;
        const lookup = field
          ? (spec.lookups?.[field] as FieldLookup<V, D, E> | undefined)
          : undefined;
        lookup?.onFailure?.(
          toClubError((event as { error?: unknown }).error),
          context.deps,
          effects,
        );
      },
    },
  };
}

/** Before a flow supplies the effects: a call fails naming the effect, a report does nothing. */
const UNSUPPLIED = {
  actors: {
    submit: unprovided('submit'),
    lookup: unprovided('lookup'),
    watch: fromCallback(() => undefined),
  },
  actions: { reportSuccess: () => {}, reportFailure: () => {}, reportLookupFailure: () => {} },
};

type LookupFound<V extends FormValues> = {
  field: FieldName<V>;
  values?: Partial<V>;
  error?: Message | null;
};
type LookupRequest<V extends FormValues, D> = {
  field: FieldName<V>;
  value: unknown;
  values: V;
  deps: D;
};

/**
 * The one form machine (SPEC §5): per-field value, touched and error; a field is checked when
 * it loses focus and its error clears when it gains focus; SUBMIT checks every field and is
 * ignored while a request is in flight, so one click never sends twice; whatever the member
 * typed is kept after any failure, with the server's message on its field or on the form.
 *
 * Its context holds data only (values, messages, `deps`); the effects are the machine's
 * `submit`, `lookup` and `watch` actors and its report actions, bound here to `effects`, or
 * left unsupplied (`null`) for a flow to supply with `withEffects`.
 */
function buildFormMachine<V extends FormValues, D, R, E>(
  spec: FormSpec<V, D, R, E>,
  bound: { effects: E } | null,
) {
  const fieldProblem = (field: FieldName<V>, values: V, deps: D): Message | null => {
    const value = values[field];
    if (spec.required?.includes(field)) {
      const missing = validateRequired(
        typeof value === 'string' ? value : value === null || value === undefined ? null : 'set',
      );
      if (missing) return message(missing);
    }
    const rule = spec.rules?.[field] as FieldRule<V, typeof field, D> | undefined;
    return rule ? asMessage(rule(value, values, deps)) : null;
  };
  const everyProblem = (values: V, deps: D): FieldErrors<V> => {
    const errors: FieldErrors<V> = {};
    for (const field of Object.keys(values) as FieldName<V>[]) {
      const problem = fieldProblem(field, values, deps);
      if (problem) errors[field] = problem;
    }
    return errors;
  };
  const ownRefusal = spec.refusal ?? (serverRefusal as (error: ClubError) => Refusal<V>);
  // Too many attempts reads the same in every form, in the member's language, whatever the
  // form makes of other refusals (the input stays, as after any failure).
  const refusalOf = (error: ClubError, values: V, deps: D): Refusal<V> =>
    isTooManyAttempts(error)
      ? { form: message('errors.tooManyAttempts') }
      : ownRefusal(error, values, deps);

  type Context = FormContext<V, D, R>;
  // A submission's end, whether the form's own submit or a parent task answers.
  const succeed = [
    assign(({ event }: { event: { type: string; output?: unknown } }) => ({
      result: event.output as R,
      attemptKey: null,
    })),
    'reportSuccess' as const,
  ];
  const fail = [
    assign(({ context, event }: { context: Context; event: { type: string; error?: unknown } }) => {
      const failure = toClubError(event.error);
      const refusal = refusalOf(failure, context.values, context.deps);
      return {
        failure,
        errors: { ...context.errors, ...(refusal.fields ?? {}) },
        formError: refusal.form ?? null,
        attemptKey: outcomeUnknown(failure) ? context.attemptKey : null,
      };
    }),
    'reportFailure' as const,
  ];

  const effects = bound ? formEffects(spec, bound.effects) : UNSUPPLIED;
  return setup({
    types: {
      context: {} as FormContext<V, D, R>,
      events: {} as FormEvent,
      input: {} as FormInput<V, D>,
    },
    actors: effects.actors as ReturnType<typeof formEffects<V, D, R, E>>['actors'],
    guards: {
      valid: ({ context }) => Object.keys(everyProblem(context.values, context.deps)).length === 0,
      confirms: () => spec.confirm === true,
    },
    actions: {
      ...(effects.actions as ReturnType<typeof formEffects<V, D, R, E>>['actions']),
      checkEveryField: assign(({ context }) => ({
        errors: everyProblem(context.values, context.deps),
        touched: Object.fromEntries(Object.keys(context.values).map((field) => [field, true])),
      })) as never,
      clearFormError: assign({ formError: null }),
      // Supplied by the flow (`withIdempotencyKeys`); without it a request goes without a key.
      takeKey: () => {},
      // A confirmation keeps its key until its outcome is known; a new one takes the next.
      beginSubmission: enqueueActions(({ context, enqueue }) => {
        enqueue.assign({ failure: null, formError: null });
        if (context.attemptKey === null) enqueue('takeKey');
      }),
      startLookup: enqueueActions(({ context, event, enqueue }) => {
        if (event.type !== 'CHANGE' && event.type !== 'BLUR') return;
        const field = event.field as FieldName<V>;
        const lookup = spec.lookups?.[field] as FieldLookup<V, D, E> | undefined;
        const trigger = event.type === 'CHANGE' ? 'change' : 'blur';
        if (!lookup || lookup.on !== trigger) return;
        const value = context.values[field];
        if (!lookup.when(value, context.values)) return;
        enqueue.stopChild('lookup');
        enqueue.spawnChild('lookup', {
          id: 'lookup',
          input: { field, value, values: context.values, deps: context.deps },
        });
        enqueue.assign({ lookingUp: field });
      }),
    },
  }).createMachine({
    id: spec.id,
    context: ({ input }) => ({
      deps: input.deps,
      initial: input.values,
      values: input.values,
      touched: {},
      errors: {},
      formError: null,
      failure: null,
      result: null,
      required: spec.required ?? [],
      lookingUp: null,
      attemptKey: null,
    }),
    initial: 'editing',
    // Only a form whose rules read changing data watches it, for as long as it runs (spawned,
    // not invoked: it is no request, so tests waiting for requests to settle ignore it).
    ...(spec.watch ? { entry: spawnChild('watch', { id: 'watch' }) } : {}),
    on: {
      'FORM.DATA': {
        actions: assign(({ context, event }) => ({
          deps: { ...context.deps, ...(event as unknown as { data: Partial<D> }).data },
        })),
      },
      // A look-up's answer fills only the fields it knows, whatever state the form is in.
      'xstate.done.actor.lookup': {
        actions: assign(({ context, event }) => {
          const found = (
            event as unknown as {
              output: { field: FieldName<V>; values?: Partial<V>; error?: Message | null };
            }
          ).output;
          const { [found.field]: _previous, ...others } = context.errors;
          return {
            lookingUp: null,
            values: { ...context.values, ...(found.values ?? {}) },
            errors: (found.error
              ? { ...others, [found.field]: found.error }
              : others) as FieldErrors<V>,
          };
        }),
      },
      'xstate.error.actor.lookup': {
        actions: ['reportLookupFailure', assign({ lookingUp: null })],
      },
    } as never,
    states: {
      editing: {
        on: {
          CHANGE: {
            actions: [
              assign(({ context, event }) => ({
                values: { ...context.values, [event.field]: event.value },
                formError: null,
                // Another value is another request; the same value typed again is not.
                attemptKey: Object.is(context.values[event.field], event.value)
                  ? context.attemptKey
                  : null,
              })),
              'startLookup',
            ],
          },
          FOCUS: {
            actions: assign(({ context, event }) => {
              const { [event.field]: _cleared, ...errors } = context.errors;
              return { errors: errors as FieldErrors<V> };
            }),
          },
          BLUR: {
            actions: [
              assign(({ context, event }) => {
                const problem = fieldProblem(
                  event.field as FieldName<V>,
                  context.values,
                  context.deps,
                );
                const { [event.field]: _previous, ...others } = context.errors;
                return {
                  touched: { ...context.touched, [event.field]: true },
                  errors: (problem
                    ? { ...others, [event.field]: problem }
                    : others) as FieldErrors<V>,
                };
              }),
              'startLookup',
            ],
          },
          // Abandoning a draft: back to the first values, no messages.
          RESET: {
            actions: assign(({ context }) => ({
              values: context.initial,
              touched: {},
              errors: {},
              formError: null,
              attemptKey: null,
            })),
          },
          SUBMIT: [
            {
              guard: and(['valid', 'confirms']),
              target: 'confirming',
              actions: ['checkEveryField', 'clearFormError'],
            },
            { guard: 'valid', target: 'submitting', actions: 'checkEveryField' },
            { actions: 'checkEveryField' },
          ],
        },
      },
      /** What will be sent is shown; nothing leaves before CONFIRM. */
      confirming: {
        on: { CONFIRM: 'submitting', CANCEL: 'editing' },
      },
      submitting: {
        // Typed loosely: the two shapes differ, and xstate only needs the state's name here.
        ...((spec.submit
          ? {
              entry: 'beginSubmission',
              invoke: {
                id: 'submit',
                src: 'submit',
                input: ({ context }: { context: FormContext<V, D, R> }) => ({
                  values: context.values,
                  deps: context.deps,
                  idempotencyKey: context.attemptKey,
                }),
                onDone: { target: 'succeeded', actions: succeed },
                onError: { target: 'editing', actions: fail },
              },
            }
          : {
              entry: [
                'beginSubmission',
                sendParent(({ context }: { context: FormContext<V, D, R> }) => ({
                  type: 'FORM.SUBMITTED',
                  form: spec.id,
                  values: context.values,
                  idempotencyKey: context.attemptKey,
                })),
              ],
              on: {
                'FORM.DONE': { target: 'succeeded', actions: succeed },
                'FORM.FAILED': { target: 'editing', actions: fail },
              },
            }) as object),
      },
      succeeded: {
        entry: assign(({ context }) =>
          spec.resetOnSuccess ? { values: context.initial, touched: {}, errors: {} } : {},
        ),
        on: {
          RESET: {
            target: 'editing',
            actions: assign(({ context }) => ({
              values: context.initial,
              touched: {},
              errors: {},
              result: null,
            })),
          },
          EDIT: { target: 'editing', actions: assign({ result: null }) },
          // Editing again after a success starts a new draft from what is shown.
          CHANGE: {
            target: 'editing',
            actions: assign(({ context, event }) => ({
              values: { ...context.values, [event.field]: event.value },
              result: null,
            })),
          },
        },
      },
    },
  });
}

/**
 * A form whose spec needs no effects of a flow (it hands its values to a parent task, or its
 * submit only reads what is typed): the machine, ready to run.
 */
export function createFormMachine<V extends FormValues, D, R = unknown>(spec: FormSpec<V, D, R>) {
  return buildFormMachine(spec, { effects: undefined });
}

/** A form spec with effects: its machine, and that machine with a flow's effects supplied. */
export interface FormDefinition<V extends FormValues, D, R, E> {
  /**
   * The machine with its effects unsupplied (the exported machine, for docs and tests that
   * provide their own): its request fails naming the effect, and nothing is reported.
   */
  readonly machine: FormMachine<V, D, R>;
  /**
   * The machine with `effects` (closures over the flow's ports) supplied as its actors and
   * actions through `machine.provide`: the context stays data.
   */
  withEffects(effects: E): FormMachine<V, D, R>;
}

/**
 * A form whose calls and reports go through effects `E` that a flow supplies (ports, toasts,
 * reloads), while its context keeps only the data `D` its rules read.
 */
export function createForm<V extends FormValues, D, R, E>(
  spec: FormSpec<V, D, R, E>,
): FormDefinition<V, D, R, E> {
  const machine = buildFormMachine(spec, null) as FormMachine<V, D, R>;
  return {
    machine,
    withEffects: (effects) =>
      machine.provide(formEffects(spec, effects) as never) as FormMachine<V, D, R>,
  };
}

/**
 * The form taking one `Idempotency-Key` per member confirmation from `newKey` (the club's
 * source, for money-moving forms): the key source is supplied with provide, never held.
 */
export function withIdempotencyKeys<TMachine extends AnyStateMachine>(
  machine: TMachine,
  newKey: () => string,
): TMachine {
  const takeKey = assign({ attemptKey: () => newKey() });
  return machine.provide({ actions: { takeKey } } as never) as TMachine;
}

export type FormMachine<V extends FormValues, D, R = unknown> = ReturnType<
  typeof buildFormMachine<V, D, R, undefined>
>;
