import { PASSWORD_MANAGED_BY_PROVIDER, SIGN_IN_LOCKED, type FieldError } from '@ghg/contracts';

/** What a write of the profile page came to, from the server's answer. */
export type WriteOutcome =
  | { kind: 'saved'; position: string | null; changed: boolean }
  | { kind: 'invalid'; fields: FieldError[] }
  | { kind: 'managedByProvider' }
  | { kind: 'sessionEnded' }
  | { kind: 'tooManyAttempts'; locked: boolean }
  | { kind: 'failed' };

/** Reads an answer of PUT users/me/profile or users/me/password (status and JSON body). */
export function outcomeOf(status: number, body: unknown): WriteOutcome {
  const answer = (typeof body === 'object' && body !== null ? body : {}) as {
    code?: unknown;
    fields?: unknown;
    position?: unknown;
    changed?: unknown;
  };
  if (status >= 200 && status < 300)
    return {
      kind: 'saved',
      position: typeof answer.position === 'string' ? answer.position : null,
      changed: answer.changed !== false,
    };
  if (status === 401) return { kind: 'sessionEnded' };
  if (answer.code === PASSWORD_MANAGED_BY_PROVIDER) return { kind: 'managedByProvider' };
  if (status === 429) return { kind: 'tooManyAttempts', locked: answer.code === SIGN_IN_LOCKED };
  const fields = Array.isArray(answer.fields) ? answer.fields.filter(isFieldError) : [];
  if (status === 400 && fields.length > 0) return { kind: 'invalid', fields };
  return { kind: 'failed' };
}

function isFieldError(value: unknown): value is FieldError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FieldError).path === 'string' &&
    typeof (value as FieldError).code === 'string'
  );
}

/**
 * Server errors split into those a field of the form shows under itself and the rest (shown above the button),
 * so no refusal goes unseen.
 */
export function placeFieldErrors<Name extends string>(
  fields: readonly FieldError[],
  names: readonly Name[],
): { placed: { name: Name; code: string }[]; unplaced: string[] } {
  const placed: { name: Name; code: string }[] = [];
  const unplaced: string[] = [];
  for (const { path, code } of fields) {
    const name = names.find((candidate) => candidate === path);
    if (name && !placed.some((p) => p.name === name)) placed.push({ name, code });
    else if (!name) unplaced.push(code);
  }
  return { placed, unplaced };
}
