import type { FieldError, RegistrationResultView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

export type RegistrationOutcome =
  | { kind: 'registered'; result: RegistrationResultView }
  | { kind: 'linkExpired' }
  | { kind: 'accountExists' }
  | { kind: 'invalid'; fields: FieldError[] }
  | { kind: 'tooManyAttempts' }
  | { kind: 'failed' };

/** Registers through the link; every refusal the server gives becomes the screen or message it leads to. */
export async function register(
  magicLinkId: string,
  variant: 'user' | 'admin',
  body: unknown,
): Promise<RegistrationOutcome> {
  try {
    const response = await fetch(`/api/magic/${encodeURIComponent(magicLinkId)}/${variant}`, {
      method: 'POST',
      headers: { ...CSRF_HEADERS, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json().catch(() => ({}))) as { fields?: FieldError[] };
    if (response.status === 201) return { kind: 'registered', result: answer as RegistrationResultView };
    if (response.status === 410) return { kind: 'linkExpired' };
    if (response.status === 409) return { kind: 'accountExists' };
    if (response.status === 429) return { kind: 'tooManyAttempts' };
    if (response.status === 400 && answer.fields?.length) return { kind: 'invalid', fields: answer.fields };
    return { kind: 'failed' };
  } catch {
    return { kind: 'failed' };
  }
}
