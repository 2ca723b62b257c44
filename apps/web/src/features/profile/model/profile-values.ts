import type { ProfileUpdateInput, ProfileView } from '@ghg/contracts';

export type ProfileFormValues = { firstName: string; lastName: string; jobTitle: string };
export const PROFILE_FIELDS = ['firstName', 'lastName', 'jobTitle'] as const;

/** The form's starting values: no job title is an empty field. */
export function toProfileFormValues(profile: ProfileView): ProfileFormValues {
  return { firstName: profile.firstName, lastName: profile.lastName, jobTitle: profile.jobTitle ?? '' };
}

/** What PUT users/me/profile is sent: the three fields as typed (the server trims, as the schema does). */
export function toProfileUpdate(values: ProfileFormValues): ProfileUpdateInput {
  return { firstName: values.firstName, lastName: values.lastName, jobTitle: values.jobTitle };
}

export type PasswordFormValues = { currentPassword: string; newPassword: string; repeatPassword: string };
export const PASSWORD_FIELDS = ['currentPassword', 'newPassword', 'repeatPassword'] as const;
export const EMPTY_PASSWORD_FORM: PasswordFormValues = {
  currentPassword: '',
  newPassword: '',
  repeatPassword: '',
};
