import { type z } from 'zod';
import { formObject } from '../forms/fields/form-object.js';
import { firstNameField, lastNameField } from '../forms/fields/person-name.js';
import { optionalText } from '../forms/fields/text.js';
import { JOB_TITLE_MAX_LENGTH } from '../forms/registration/user-registration.schema.js';

/**
 * PUT users/me/profile (spec §2 "Profile"): the person's own name, surname and job title, under the rules the
 * registration form gave them. The e-mail is the sign-in address and is not edited here.
 */
export const profileUpdateSchema = formObject({
  firstName: firstNameField,
  lastName: lastNameField,
  jobTitle: optionalText(JOB_TITLE_MAX_LENGTH),
});

export type ProfileUpdateInput = z.input<typeof profileUpdateSchema>;
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;
