import { sendJson } from '../../../lib/send-json';

export interface ChangeOutcome {
  ok: boolean;
  status: number;
  position: string | null;
  fields: { path: string; code: string }[];
}

/** A write of the users page (invite, resend, delete, remove, change role): the position to read after, or the refusal. */
export async function change(
  path: string,
  method: 'POST' | 'PUT' | 'DELETE',
  body?: unknown,
): Promise<ChangeOutcome> {
  try {
    const answer = await sendJson<{ position: string; fields: ChangeOutcome['fields'] }>(path, method, body);
    return {
      ok: answer.ok,
      status: answer.status,
      position: answer.body.position ?? null,
      fields: answer.body.fields ?? [],
    };
  } catch {
    return { ok: false, status: 0, position: null, fields: [] };
  }
}
