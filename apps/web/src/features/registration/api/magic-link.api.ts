import type { MagicLinkView } from '@ghg/contracts';
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
