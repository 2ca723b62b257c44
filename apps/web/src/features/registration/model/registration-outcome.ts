import type { RegistrationOutcome } from '../api/register.api';

/** Where a refused registration leads (a spent link, an existing account), or null to stay on the form. */
export function pageAfter(outcome: RegistrationOutcome): string | null {
  switch (outcome.kind) {
    case 'linkExpired':
      return '/public-form/link-expired';
    case 'accountExists':
      return '/public-form/user-exist';
    default:
      return null;
  }
}
