// @clube/core/auth: the auth context's public surface.
export type { AuthState, StoredCredentials } from './auth-state.schema.ts';
export type { CompanyChoice } from './auth-state.schema.ts';
export {
  authStateSchema,
  companyChoiceSchema,
  storedCredentialsSchema,
} from './auth-state.schema.ts';
export { loginAnswerSchema } from './login-answer.schema.ts';
export type {
  PasswordResetContext,
  PasswordResetEvent,
  PasswordResetInput,
  PasswordResetMachine,
} from './password-reset.machine.ts';
export { passwordResetEffects } from './password-reset.effects.ts';
export { passwordResetMachine } from './password-reset.machine.ts';
export type {
  SessionContext,
  SessionEvent,
  SessionInput,
  SessionMachine,
  SignedOutReason,
  SignInOutcome,
  TokenDecoded,
} from './session.machine.ts';
export { sessionMachine } from './session.machine.ts';
export type { SessionPorts } from './session.effects.ts';
export { sessionEffects, sessionInput } from './session.effects.ts';
export {
  authStateFromToken,
  clearPersistedSession,
  isSessionValid,
  persistSession,
  restoreSession,
  SESSION_STORAGE_KEY,
} from './session.rules.ts';
export type { TokenClaims } from './token-claims.schema.ts';
export { tokenClaimsSchema } from './token-claims.schema.ts';
export { forgotPasswordFlow } from './forgot-password.flow.ts';
export { newPasswordFlow } from './new-password.flow.ts';
export { passwordResetFlow } from './password-reset.flow.ts';
export { signInFlow } from './sign-in.flow.ts';
export type {
  ForgotPasswordDeps,
  ForgotPasswordValues,
  NewPasswordDeps,
  NewPasswordValues,
} from './password-reset.forms.ts';
export { forgotPasswordFormMachine, newPasswordFormMachine } from './password-reset.forms.ts';
export { revealsNoMember } from './password-reset.rules.ts';
export type {
  ForgotPasswordFormActor,
  NewPasswordFormActor,
  PasswordResetApi,
} from './password-reset.connect.ts';
export { connectPasswordReset } from './password-reset.connect.ts';
export type { SignInDeps, SignInEnd, SignInFormMachine, SignInValues } from './sign-in.form.ts';
export { loginRequestOf, signInFormMachine, withCompanyWords } from './sign-in.form.ts';
export type {
  SignInContext,
  SignInEvent,
  SignInFromClub,
  SignInInput,
  SignInMachine,
  SignInToClub,
} from './sign-in.machine.ts';
export { signInMachine } from './sign-in.machine.ts';
export { signInEffects } from './sign-in.effects.ts';
export type { SignInApi, SignInFormActor } from './sign-in.connect.ts';
export { connectSignIn } from './sign-in.connect.ts';
