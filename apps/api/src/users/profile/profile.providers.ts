import { PasswordChange } from './password-change.js';
import { ProfileController } from './profile.controller.js';
import { ProfileQuery } from './profile.query.js';

/** The profile's REST controller and providers, as the API module wires them. */
export const PROFILE_CONTROLLERS = [ProfileController];
export const PROFILE_PROVIDERS = [ProfileQuery, PasswordChange];
