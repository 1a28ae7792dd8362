// @clube/core/forms: the forms context's public surface.
export type {
  FieldErrors,
  FieldName,
  FieldRule,
  FormContext,
  FormDefinition,
  FormEvent,
  FormInput,
  FormMachine,
  FormSpec,
  FormValues,
  Refusal,
} from './form.machine.ts';
export {
  createForm,
  createFormMachine,
  serverRefusal,
  withIdempotencyKeys,
} from './form.machine.ts';
export type { FieldApi, FormApi, FormSnapshotLike } from './form.connect.ts';
export { connectForm } from './form.connect.ts';
