import type { FieldError, MagicLinkView, RegistrationResultView } from '@ghg/contracts';
import { CSRF_HEADERS } from '../../../lib/csrf';

/** Spec §8: a link the server cannot answer for (or whose answer is unreadable) is a validation failure. */
export class MagicLinkValidationError extends Error {
  constructor() {
    super('magic link validation error');
  }
}

export async function fetchMagicLink(magicLinkId: string): Promise<MagicLinkView> {
  let response: Response;
  try {
    response = await fetch(`/api/magic/${encodeURIComponent(magicLinkId)}`, { headers: CSRF_HEADERS });
  } catch {
    throw new MagicLinkValidationError();
  }
  const body = (await response.json().catch(() => null)) as Partial<MagicLinkView> | null;
  if (!response.ok || !body || typeof body.isActive !== 'boolean') throw new MagicLinkValidationError();
  return { organizationId: body.organizationId ?? null, email: body.email ?? null, isActive: body.isActive };
}

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
