import { z } from 'zod';
import { adminRegistrationSchema } from '../forms/registration/admin-registration.schema.js';
import { advancedRegistrationSchema } from '../forms/registration/advanced-registration.schema.js';
import { companyRegistrationSchema } from '../forms/registration/company-registration.schema.js';

/** The admin variant sends its three screens at once, when the rules are accepted on the last one. */
export const adminRegistrationRequestSchema = z.object({
  account: adminRegistrationSchema,
  company: companyRegistrationSchema,
  advanced: advancedRegistrationSchema,
});
export type AdminRegistrationRequest = z.input<typeof adminRegistrationRequestSchema>;
