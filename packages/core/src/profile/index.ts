// @clube/core/profile: the profile context's public surface.
export type { MemberContext, MemberEvent } from './member.machine.ts';
export { memberMachine } from './member.machine.ts';
export { memberEffects } from './member.effects.ts';
export { initialsOf } from './initials.rules.ts';
export { changedFields, emptyStringsToNull } from './profile-edit.rules.ts';
export type { User } from './user.schema.ts';
export { memberDisplayName, userSchema } from './user.schema.ts';
export { changePasswordFlow } from './change-password.flow.ts';
export { profileEditFlow } from './profile-edit.flow.ts';
export type {
  ProfileEditDeps,
  ProfileEditFormMachine,
  ProfileField,
  ProfileValues,
} from './profile-edit.form.ts';
export {
  addressFromPostalCode,
  PROFILE_FIELDS,
  profileEditFormMachine,
  profileFieldsForApi,
  profileValuesOf,
} from './profile-edit.form.ts';
export type {
  ChangePasswordDeps,
  ChangePasswordFormMachine,
  ChangePasswordValues,
} from './change-password.form.ts';
export { changePasswordFormMachine } from './change-password.form.ts';
export type {
  KnownGender,
  MemberAddress,
  MemberProfileApi,
  MemberShown,
} from './member-profile.connect.ts';
export { connectMemberProfile, memberShown } from './member-profile.connect.ts';
export type { InputMask, ProfileEditApi } from './profile-edit.connect.ts';
export { connectProfileEdit } from './profile-edit.connect.ts';
